import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// `npm run test:plans`: the query plans at agency scale, on the PostgreSQL server of TEST_DATABASE_URL.
export default defineConfig({ ...base, test: { ...base.test, include: ['bench/query-plans.test.ts'], globalSetup: ['./db/testing/global-setup.ts'] } });
