import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,db,server,client,migrations}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['./db/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
