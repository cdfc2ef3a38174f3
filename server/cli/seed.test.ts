import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@/db/create-db';
import { migrateToLatest } from '@/db/migrator';
import { markProductionDatabase } from '@/db/queries/deployment';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';

// `npm run seed` puts demo accounts with one known password in the database: never in production by accident.

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-seed-'));
  dirs.push(dir);
  return dir;
}

function seed(dataDir: string, env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function userCount(dataDir: string): Promise<number> {
  const handle = await createDb({ dataDir });
  try {
    return (await handle.db.selectFrom('users').select('id').execute()).length;
  } finally {
    await handle.close();
  }
}

describe('npm run seed', () => {
  // That --force seeds anyway is what e2e/global-setup.ts does before every browser run.
  it('refuses NODE_ENV=production without --force', async () => {
    const dataDir = freshDataDir();
    const production = { NODE_ENV: 'production', APP_URL: 'https://portaal.bureau.nl', PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_x', ...PRODUCTION_AGENCY_ENV };
    const refused = seed(dataDir, production);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('productiedatabase');
    expect(refused.stderr).toContain('--force');
    expect(await userCount(dataDir)).toBe(0);
  }, 90_000);

  it('refuses a database a production server has used, whatever NODE_ENV says', async () => {
    const dataDir = freshDataDir();
    const handle = await createDb({ dataDir });
    await migrateToLatest(handle.db);
    await markProductionDatabase(handle.db);
    await handle.close();
    const refused = seed(dataDir, {});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('productiedatabase');
    expect(await userCount(dataDir)).toBe(0);
  }, 90_000);
});
