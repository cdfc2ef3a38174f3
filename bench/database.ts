import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@/db/create-db';
import type { DatabaseLabel } from './report';
import { migrateToLatest } from '@/db/migrator';
import { hashPassword } from '@/server/auth/password';
import { DEMO_PASSWORD } from '@/server/cli/seed-data';
import { AGENCY_SCALE, benchEmail, fillScaleData } from './scale-data';

// One folder per checkout: two checkouts (with their own migrations) never share a PGlite.
const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);

/** Where the bench runs: PostgreSQL at BENCH_DATABASE_URL, else a PGlite kept in the temp folder between runs. */
export function benchDatabase(): { env: Record<string, string>; label: DatabaseLabel } {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { env: { DATABASE_URL: url, DATA_DIR: path.join(os.tmpdir(), `klantportaal-bench-pg-${checkout}`) }, label: 'PostgreSQL' };
  return { env: { DATABASE_URL: '', DATA_DIR: path.join(os.tmpdir(), `klantportaal-bench-pglite-${checkout}`) }, label: 'PGlite' };
}

/** Migrates and, the first time, fills the database with the agency at scale; closes it again (PGlite is single-process). */
export async function ensureScaleData(env: Record<string, string>): Promise<void> {
  const handle = await createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });
  try {
    await migrateToLatest(handle.db);
    const seeded = await handle.db.selectFrom('users').select('id').where('email', '=', benchEmail('admin')).executeTakeFirst();
    if (!seeded) {
      const started = performance.now();
      await fillScaleData(handle.db, AGENCY_SCALE, await hashPassword(DEMO_PASSWORD));
      console.log(`scale data filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await handle.close();
  }
}
