import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markProductionDatabase } from '@/db/queries/deployment';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';
import { builtEntry } from '@/server/testing/built-server';
import { serveTestDatabase, type ServedDatabase } from '@/server/testing/served-database';

// `npm run seed` puts demo accounts with one known password in the database: never in production by accident.

let database: ServedDatabase;
beforeEach(async () => {
  database = await serveTestDatabase();
});
afterEach(() => database.close());

function seed(env: Record<string, string>, args: string[] = []) {
  return database.run([...builtEntry('cli/seed'), ...args], { env });
}

async function userCount(): Promise<number> {
  return (await database.handle.db.selectFrom('users').select('id').execute()).length;
}

describe('npm run seed', () => {
  // That --force seeds anyway is what e2e/global-setup.ts does before every browser run.
  it('refuses NODE_ENV=production without --force', async () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://portaal.bureau.nl', PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_x', ...PRODUCTION_AGENCY_ENV };
    const refused = await seed(production);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('productiedatabase');
    expect(refused.stderr).toContain('--force');
    expect(await userCount()).toBe(0);
  }, 90_000);

  it('refuses a database a production server has used, whatever NODE_ENV says', async () => {
    await markProductionDatabase(database.handle.db);
    const refused = await seed({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('productiedatabase');
    expect(await userCount()).toBe(0);
  }, 90_000);
});
