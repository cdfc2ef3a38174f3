import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: `${repoRoot}/` }] },
  test: {
    include: ['{src,db,server,client,migrations}/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    globalSetup: ['./db/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
