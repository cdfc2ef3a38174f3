import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDb, createTestDbAt } from './testing/test-db';
import { migrateToLatest } from './migrator';
import type { DbHandle } from './create-db';
import type { Database } from './types';
import { expectKeptToMatch, keptApproved, keptOpen, person, project, staffAndClient, step, stepsWithAnotherDeveloper } from './testing/step-figures';

// What the database keeps about timeline steps (open_step_days, step_approval_days) against a fresh
// count of the steps themselves, through every way a step or its project changes.

describe('the step figures the database keeps', () => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  const people = { anna: '', bram: '', client: '', other: '' };
  const projects = { p1: '', p2: '', p3: '' };

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    Object.assign(people, await staffAndClient(db));
    people.other = await person(db, 'Olga Klant');
    // Created just after midnight in Amsterdam (still the day before in UTC), in summer and in winter time.
    projects.p1 = await project(db, people.client, people.anna, '2026-03-28T23:30:00Z');
    projects.p2 = await project(db, people.client, people.bram, '2026-07-01T22:30:00Z');
    projects.p3 = await project(db, people.other, null, '2026-01-10T12:00:00Z');
  });
  afterAll(() => handle.close());

  it('count new steps by developer, status and date, and approved ones by step number', async () => {
    for (const [projectId, offset] of [[projects.p1, 0], [projects.p2, 1], [projects.p3, 2]] as const) {
      await step(db, projectId, 1, 'approved', '2026-08-01', `2026-08-0${1 + offset}T21:30:00Z`);
      await step(db, projectId, 2, 'ready_for_approval', '2026-08-10');
      await step(db, projectId, 3, 'pending', '2026-08-10');
      await step(db, projectId, 4, 'pending', null);
      await step(db, projectId, 5, 'pending', `2026-08-2${offset}`);
    }
    // Approved without an approval date: open no longer, and not in the days to approval.
    await step(db, projects.p3, 6, 'approved', null);
    // Several steps in one statement.
    await db
      .insertInto('projectTimeline')
      .values([7, 8, 9].map((stepNumber) => ({ projectId: projects.p1, stepNumber, stepName: `Stap ${stepNumber}`, status: 'pending' as const, expectedDate: '2026-08-10' })))
      .execute();
    await expectKeptToMatch(db);
    expect(await keptApproved(db)).toEqual([{ stepNumber: 1, approvedCount: 3, dayTotal: 125 + 31 + 205 }]);
  });

  it('follow status changes, approvals, reopened steps and new dates', async () => {
    const update = (projectId: string, stepNumber: number) => db.updateTable('projectTimeline').where('projectId', '=', projectId).where('stepNumber', '=', stepNumber);
    await update(projects.p1, 3).set({ status: 'ready_for_approval' }).execute();
    await update(projects.p1, 2).set({ status: 'approved', approvedDate: new Date('2026-08-12T10:00:00Z') }).execute();
    await update(projects.p2, 1).set({ status: 'pending', approvedDate: null }).execute();
    await update(projects.p3, 6).set({ approvedDate: new Date('2026-02-01T10:00:00Z') }).execute();
    await update(projects.p3, 1).set({ approvedDate: new Date('2026-08-30T10:00:00Z') }).execute();
    await update(projects.p1, 4).set({ expectedDate: '2026-09-01' }).execute();
    await update(projects.p1, 5).set({ expectedDate: null }).execute();
    // Every step of a project in one statement, and a change of nothing the figures hold.
    await db.updateTable('projectTimeline').set({ expectedDate: '2026-09-15' }).where('projectId', '=', projects.p2).where('status', '<>', 'approved').execute();
    await db.updateTable('projectTimeline').set({ feedback: 'Mooi' }).where('projectId', '=', projects.p1).execute();
    await expectKeptToMatch(db);
  });

  it('move a step to another project and another step number', async () => {
    const moved = await step(db, projects.p1, 10, 'pending', '2026-10-01');
    const approved = await step(db, projects.p1, 11, 'approved', null, '2026-10-01T10:00:00Z');
    await db.updateTable('projectTimeline').set({ projectId: projects.p3 }).where('id', '=', moved).execute();
    await db.updateTable('projectTimeline').set({ projectId: projects.p2, stepNumber: 12 }).where('id', '=', approved).execute();
    await expectKeptToMatch(db);
  });

  it('give each step its project’s developer, whatever a statement writes there itself', async () => {
    const own = await step(db, projects.p1, 13, 'pending', '2026-10-02');
    await sql`UPDATE project_timeline SET project_developer_id = ${people.bram}::uuid WHERE id = ${own}`.execute(db);
    await sql`UPDATE project_timeline SET project_developer_id = NULL WHERE project_id = ${projects.p2}`.execute(db);
    expect(await stepsWithAnotherDeveloper(db)).toEqual([]);
    const kept = await db.selectFrom('projectTimeline').select('projectDeveloperId').where('id', '=', own).executeTakeFirstOrThrow();
    expect(kept.projectDeveloperId).toBe(people.anna);
  });

  it('move a project’s open steps with its developer: to another, to nobody and from nobody', async () => {
    await db.updateTable('projects').set({ developerId: people.bram }).where('id', '=', projects.p1).execute();
    await expectKeptToMatch(db);
    await db.updateTable('projects').set({ developerId: null }).where('id', '=', projects.p2).execute();
    await expectKeptToMatch(db);
    await db.updateTable('projects').set({ developerId: people.anna }).where('id', '=', projects.p3).execute();
    await expectKeptToMatch(db);
    // The same developer again, and two projects swapping developers in one statement.
    await db.updateTable('projects').set({ developerId: people.anna }).where('id', '=', projects.p3).execute();
    await sql`UPDATE projects SET developer_id = CASE WHEN id = ${projects.p1} THEN ${people.anna}::uuid ELSE ${people.bram}::uuid END
              WHERE id IN (${projects.p1}, ${projects.p3})`.execute(db);
    await expectKeptToMatch(db);
    expect((await keptOpen(db)).some((row) => row.developerId === null)).toBe(true);
  });

  it('move the days to approval when a project is dated otherwise', async () => {
    // The app never changes it; the insight tests date projects back.
    await sql`UPDATE projects SET created_at = ${new Date('2026-06-30T23:00:00Z')} WHERE id = ${projects.p1}`.execute(db);
    await expectKeptToMatch(db);
  });

  it('take off deleted steps', async () => {
    await db.deleteFrom('projectTimeline').where('projectId', '=', projects.p1).where('stepNumber', 'in', [2, 3, 7]).execute();
    await db.deleteFrom('projectTimeline').where('projectId', '=', projects.p3).where('stepNumber', '=', 1).execute();
    await expectKeptToMatch(db);
  });

  it('take off the open and approved steps of a deleted project, which go by cascade after it', async () => {
    const doomed = await project(db, people.client, people.anna, '2026-05-01T10:00:00Z');
    await step(db, doomed, 1, 'approved', null, '2026-05-11T10:00:00Z');
    await step(db, doomed, 2, 'pending', '2026-08-10');
    await step(db, doomed, 3, 'ready_for_approval', '2026-12-24');
    const openBefore = (await keptOpen(db)).reduce((sum, row) => sum + row.stepCount, 0);
    const approvedBefore = (await keptApproved(db)).find((row) => row.stepNumber === 1)!;

    await db.deleteFrom('projects').where('id', '=', doomed).execute();
    expect(await db.selectFrom('projectTimeline').select('id').where('projectId', '=', doomed).execute()).toEqual([]);
    expect((await keptOpen(db)).reduce((sum, row) => sum + row.stepCount, 0)).toBe(openBefore - 2);
    expect((await keptApproved(db)).find((row) => row.stepNumber === 1)).toEqual({ stepNumber: 1, approvedCount: approvedBefore.approvedCount - 1, dayTotal: approvedBefore.dayTotal - 10 });
    await expectKeptToMatch(db);
  });

  it('follow the profiles: a deleted developer leaves their projects unassigned, a deleted client takes theirs along', async () => {
    await db.deleteFrom('users').where('id', '=', people.anna).execute();
    await expectKeptToMatch(db);
    expect((await keptOpen(db)).some((row) => row.developerId === people.anna)).toBe(false);
    await db.deleteFrom('users').where('id', '=', people.other).execute();
    await expectKeptToMatch(db);
    // Two projects in one statement.
    await db.deleteFrom('projects').where('clientId', '=', people.client).execute();
    await expectKeptToMatch(db);
    expect(await keptOpen(db)).toEqual([]);
  });

  it('leave no empty keys behind', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM open_step_days`.execute(db);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the step figures of a database that already has steps', () => {
  let handle: DbHandle;
  afterAll(() => handle.close());

  it('are counted by the migration from what is there', async () => {
    handle = await createTestDbAt('20261126_1100_invoice_status_totals');
    const db = handle.db;
    const anna = await person(db, 'Anna Ontwikkelaar');
    const client = await person(db, 'Klaas Klant');
    const assigned = await project(db, client, anna, '2026-03-28T23:30:00Z');
    const unassigned = await project(db, client, null, '2026-04-01T10:00:00Z');
    for (const projectId of [assigned, unassigned]) {
      await step(db, projectId, 1, 'approved', '2026-04-01', '2026-04-03T10:00:00Z');
      await step(db, projectId, 2, 'ready_for_approval', '2026-04-20');
      await step(db, projectId, 3, 'pending', '2026-04-20');
      await step(db, projectId, 4, 'pending', null);
    }
    await migrateToLatest(db);
    await expectKeptToMatch(db);
    expect(await keptApproved(db)).toEqual([{ stepNumber: 1, approvedCount: 2, dayTotal: 5 + 2 }]);
    expect((await keptOpen(db)).length).toBe(6);
  });
});

// Two transactions at once need two connections: PostgreSQL only (PGlite has one).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the step figures under concurrent changes', () => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  const people = { anna: '', bram: '', client: '' };

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    Object.assign(people, await staffAndClient(db));
  });
  afterAll(() => handle.close());

  /** Runs `first` in a transaction left open until `second` (in its own) has had time to start and wait. */
  async function overlapping(first: (trx: Kysely<Database>) => Promise<unknown>, second: (trx: Kysely<Database>) => Promise<unknown>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstDone = new Promise<void>((resolve) => (started = resolve));
    const one = db.transaction().execute(async (trx) => {
      await first(trx);
      started();
      await released;
    });
    await firstDone;
    const two = db.transaction().execute(second);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([one, two]);
  }

  it('count a step added while its project changes developer under the developer it ends with', async () => {
    const projectId = await project(db, people.client, people.anna, '2026-03-01T10:00:00Z');
    await overlapping(
      (trx) => step(trx, projectId, 1, 'pending', '2026-08-10'),
      (trx) => trx.updateTable('projects').set({ developerId: people.bram }).where('id', '=', projectId).execute(),
    );
    await expectKeptToMatch(db);
    await overlapping(
      (trx) => trx.updateTable('projects').set({ developerId: null }).where('id', '=', projectId).execute(),
      (trx) => step(trx, projectId, 2, 'pending', '2026-08-11'),
    );
    await expectKeptToMatch(db);
    await overlapping(
      (trx) => trx.updateTable('projectTimeline').set({ status: 'approved', approvedDate: new Date('2026-08-01T10:00:00Z') }).where('projectId', '=', projectId).where('stepNumber', '=', 1).execute(),
      (trx) => trx.updateTable('projects').set({ developerId: people.anna }).where('id', '=', projectId).execute(),
    );
    await expectKeptToMatch(db);
    await overlapping(
      (trx) => trx.deleteFrom('projectTimeline').where('projectId', '=', projectId).where('stepNumber', '=', 1).execute(),
      (trx) => trx.deleteFrom('projects').where('id', '=', projectId).execute(),
    );
    await expectKeptToMatch(db);
    expect(await keptOpen(db)).toEqual([]);
  });
});
