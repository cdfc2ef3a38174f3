import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${repoRoot}/` }] },
  test: {
    include: ['{src,db,server,client,migrations}/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    globalSetup: ['./server/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one module graph: the app is imported once per
    // worker, not once per file, and the embedded test database is reused (db/testing/test-db.ts).
    isolate: false,
    // Both cores: vitest's default leaves one free.
    maxWorkers: 2,
  },
});
