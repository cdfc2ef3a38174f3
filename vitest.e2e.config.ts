import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// Browser journeys: a real server on a fresh embedded database, driven in Debian's Chromium, one
// file after another. `--maxWorkers=2` runs two files at once, each worker on its own server
// (e2e/shared-server.ts); on a busy 2-core machine that was slower than one worker.
export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${repoRoot}/` }] },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    // The files run one after another in one process: playwright and the helpers are imported once,
    // not once per file, and one Chromium serves them all (e2e/browser.ts fileBrowser), each test in
    // contexts of its own.
    isolate: false,
  },
});
