import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// Browser journeys: a real server on a fresh embedded database, in Debian's Chromium, one file after another: `--maxWorkers=2`
// (a server per worker, e2e/shared-server.ts) was slower on a busy 2-core machine.
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
    // One process for all files: playwright and the helpers load once and one Chromium (e2e/browser.ts fileBrowser) serves them
    // all, each test in contexts of its own.
    isolate: false,
  },
});
