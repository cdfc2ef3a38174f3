import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type LogEvent } from 'kysely';
import { createDb, type DbHandle } from '@/db/create-db';
import { createPgTestDatabase } from '@/db/testing/test-db';
import { callerFor, createTestEnv, type TestEnv } from '@/server/testing/harness';
import { AGENCY_SCALE, fillScaleData, type ScaleCounts } from './scale-data';
import { scaleId } from './ids';

// At ten times the bench's agency a missing index shows as a sequential scan; PostgreSQL only (TEST_DATABASE_URL), as PGlite has no say
// in production plans. EXPLAIN plans each statement for its values: a named statement may later run on a generic plan, not read here.

const TENFOLD: ScaleCounts = {
  ...AGENCY_SCALE,
  clients: 10 * AGENCY_SCALE.clients,
  developers: 10 * AGENCY_SCALE.developers,
  projects: 10 * AGENCY_SCALE.projects,
  invoices: 10 * AGENCY_SCALE.invoices,
  // Threads and files are not read here; a bench-sized share keeps the fill quick.
  messages: AGENCY_SCALE.messages / 10,
  hotThread: AGENCY_SCALE.hotThread / 10,
  uploads: AGENCY_SCALE.uploads,
};

const GROWING_TABLES = ['project_timeline', 'profiles', 'projects', 'invoices'];

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const serverUrl = process.env.TEST_DATABASE_URL;
let database: { url: string; drop(): Promise<void> };
let handle: DbHandle;
let env: TestEnv;
let recording: Statement[] | undefined;

beforeAll(async () => {
  if (!serverUrl) throw new Error('The query plans are read on PostgreSQL: run `npm run test:plans` with TEST_DATABASE_URL set.');
  database = await createPgTestDatabase(serverUrl);
  const log = (event: LogEvent) => void recording?.push({ sql: event.query.sql, parameters: event.query.parameters });
  handle = await createDb({ databaseUrl: database.url, poolSize: 4, log });
  await fillScaleData(handle.db, TENFOLD, 'not-a-real-hash');
  // What autovacuum does on its own after a bulk load: statistics and the visibility map.
  await sql`VACUUM ANALYZE`.execute(handle.db);
  env = await createTestEnv({ dbHandle: handle, db: handle.db });
}, 600_000);

afterAll(async () => {
  await env?.close();
  await database?.drop();
});

/** The statements a screen's procedures run, as the app sends them. */
async function statementsOf(call: () => Promise<unknown>): Promise<Statement[]> {
  recording = [];
  await call();
  const statements = recording;
  recording = undefined;
  return statements;
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && GROWING_TABLES.includes(node['Relation Name'] ?? '') ? [node['Relation Name']!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

async function plan(statement: Statement): Promise<{ scans: string[]; text: string }> {
  const explained = await handle.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [...statement.parameters]),
  );
  const json = explained.rows[0]!['QUERY PLAN'][0].Plan;
  return { scans: sequentialScans(json), text: JSON.stringify(json, null, 1) };
}

async function expectIndexedPlans(call: () => Promise<unknown>, minStatements: number) {
  const statements = await statementsOf(call);
  expect(statements.length).toBeGreaterThanOrEqual(minStatements);
  for (const statement of statements) {
    const { scans, text } = await plan(statement);
    expect(scans, `${statement.sql}\n${text}`).toEqual([]);
  }
}

const admin = { id: scaleId('admin', 1) };
const developer = { id: scaleId('developer', 1) };
const client = { id: scaleId('client', 2) };

describe('the plans at agency scale use indexes, never a sequential scan over a growing table', () => {
  it('for the agenda: counters and page, admin and developer', async () => {
    const [asAdmin, asDeveloper] = [await callerFor(env.services, admin), await callerFor(env.services, developer)];
    await expectIndexedPlans(() => asAdmin.admin.agenda.get({ page: 1 }), 2);
    await expectIndexedPlans(() => asDeveloper.developer.agenda.get({ page: 1 }), 2);
  });

  // Searches that pick out part of the agency: one that matches most rows is rightly read in full.
  it("for the admin's project search", async () => {
    const asAdmin = await callerFor(env.services, admin);
    // The page with its count in one statement.
    await expectIndexedPlans(() => asAdmin.admin.projects.list({ q: 'webwinkel 1234', page: 1 }), 1);
    await expectIndexedPlans(() => asAdmin.admin.projects.list({ q: 'client-19999@', page: 1 }), 1);
    await expectIndexedPlans(() => asAdmin.admin.projects.list({ q: 'visser', page: 3 }), 1);
  });

  it("for the developer's project search", async () => {
    const asDeveloper = await callerFor(env.services, developer);
    await expectIndexedPlans(() => asDeveloper.developer.projects.list({ q: 'visser', page: 1 }), 2);
    await expectIndexedPlans(() => asDeveloper.developer.projects.list({ q: 'bakker', page: 1 }), 2);
  });

  it('for the invoice list and its search', async () => {
    const asAdmin = await callerFor(env.services, admin);
    // The page with its counts per status in one statement (two for a page past the last).
    await expectIndexedPlans(() => asAdmin.admin.invoices.list({ q: '', page: 1 }), 1);
    await expectIndexedPlans(() => asAdmin.admin.invoices.list({ q: '', page: 1, status: 'failed' }), 1);
    await expectIndexedPlans(() => asAdmin.admin.invoices.list({ q: 'bakker', page: 1 }), 1);
    await expectIndexedPlans(() => asAdmin.admin.invoices.list({ q: '2026-B0012', page: 1 }), 1);
  });

  it("for the admin dashboard's Aandacht nodig", async () => {
    const asAdmin = await callerFor(env.services, admin);
    // One statement, every kind a subquery of it.
    await expectIndexedPlans(() => asAdmin.admin.insight.attention(), 1);
  });

  it("for the client's dashboard and progress page", async () => {
    const asClient = await callerFor(env.services, client);
    const projectId = scaleId('project', 2);
    await expectIndexedPlans(() => asClient.client.dashboard.get(), 2);
    // The access check, the timeline with its file count, the files.
    await expectIndexedPlans(() => Promise.all([asClient.project.timeline.get({ projectId }), asClient.project.uploads.list({ projectId })]), 3);
  });
});
