import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@/db/create-db';
import { markProductionDatabase } from '@/db/queries/deployment';
import { createProcessDatabase, type ProcessDatabase } from '@/db/testing/process-database';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';

// `npm run seed` puts demo accounts with one known password in the database: never in production by accident.

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const databases: ProcessDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A data folder with a freshly migrated database, as `npm run seed` finds it after `npm run db:migrate`. */
async function freshDatabase(): Promise<{ dataDir: string; database: ProcessDatabase }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-seed-'));
  dirs.push(dataDir);
  const database = await createProcessDatabase(dataDir);
  databases.push(database);
  return { dataDir, database };
}

function seed({ dataDir, database }: { dataDir: string; database: ProcessDatabase }, env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function userCount(database: ProcessDatabase): Promise<number> {
  const handle = await createDb(database.config);
  try {
    return (await handle.db.selectFrom('users').select('id').execute()).length;
  } finally {
    await handle.close();
  }
}

describe('npm run seed', () => {
  // That --force seeds anyway is what e2e/global-setup.ts does before every browser run.
  it('refuses NODE_ENV=production without --force', async () => {
    const fresh = await freshDatabase();
    const production = { NODE_ENV: 'production', APP_URL: 'https://portaal.bureau.nl', PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_x', ...PRODUCTION_AGENCY_ENV };
    const refused = seed(fresh, production);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('productiedatabase');
    expect(refused.stderr).toContain('--force');
    expect(await userCount(fresh.database)).toBe(0);
  }, 90_000);

  it('refuses a database a production server has used, whatever NODE_ENV says', async () => {
    const fresh = await freshDatabase();
    const handle = await createDb(fresh.database.config);
    await markProductionDatabase(handle.db);
    await handle.close();
    const refused = seed(fresh, {});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('productiedatabase');
    expect(await userCount(fresh.database)).toBe(0);
  }, 90_000);
});
