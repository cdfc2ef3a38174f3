import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { vacuumAndAnalyzeEachTable } from '@/db/embedded-maintenance';
import { listInvoicesForAdmin } from '@/db/queries/invoices';
import { startEmbeddedMaintenanceJob } from './embedded-maintenance';

// The embedded database has no autovacuum: the invoice search index, built on an empty table, looks useless to the planner until a VACUUM,
// so every search reads the whole table. The server's own maintenance gives the search its index back.

let env: TestEnv;
let adminId: string;
beforeAll(async () => {
  env = await createTestEnv();
  const client = await createTestUser(env.services, { role: 'client' });
  adminId = (await createTestUser(env.services, { role: 'admin' })).id;
  await sql`
    INSERT INTO invoices (user_id, invoice_number, amount, vat_amount, total_amount, description, billing_name, status)
    SELECT ${client.id}::uuid, 'F-' || g, 30, 6.30, 36.30, 'Website abonnement',
      CASE WHEN g % 100 = 0 THEN 'Bakkerij ' || g ELSE 'Klant ' || g END,
      CASE WHEN g % 3 = 0 THEN 'paid' ELSE 'pending' END
    FROM generate_series(1, 3000) AS g
  `.execute(env.services.db);
});
afterAll(() => env.close());

const search = () => listInvoicesForAdmin(env.services.db, { id: adminId, role: 'admin' }, { q: 'bakker', limit: 25, offset: 0 });

it('gives the invoice search its index back, and finds the same invoices', async () => {
  const before = await search();
  const tables = await vacuumAndAnalyzeEachTable(env.services.db);
  expect(tables).toEqual(expect.arrayContaining(['invoices', 'project_timeline', 'profiles', 'sessions']));
  // The search's own condition, as listInvoicesForAdmin writes it.
  const plan = await sql<{ 'QUERY PLAN': string }>`
    EXPLAIN SELECT status, count(*) FROM invoices
    WHERE search_text LIKE lower(${'%bakker%'})
    GROUP BY status
  `.execute(env.services.db);
  const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(lines).toContain('invoices_search_text_idx');
  expect(lines).not.toContain('Seq Scan on invoices');
  const after = await search();
  expect(after.total).toBe(30);
  expect(after).toEqual(before);
});

it('runs by itself on the embedded database only: PostgreSQL has its own autovacuum', async () => {
  const lines: { msg: string; tables?: number }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const stop = startEmbeddedMaintenanceJob(env.services, log, 60_000);
  stop();
  await env.services.tasks.settled();
  const ran = lines.filter((line) => line.msg === 'embedded database: tables vacuumed and analyzed');
  if (env.services.dbHandle.kind === 'pglite') expect(ran).toEqual([expect.objectContaining({ tables: expect.any(Number) })]);
  else expect(ran).toEqual([]);
});
