import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDb } from './testing/test-db';
import type { DbHandle } from './create-db';
import type { Database } from './types';
import { countAgenda } from './queries/agenda';
import { dashboardFigureRows } from './queries/insight-figures';
import { project, staffAndClient, step } from './testing/step-figures';

// The agenda's counters and the dashboard's step figures, read from what the database keeps
// (open_step_days, step_approval_days), give what counting the steps gave.

describe('the agenda and dashboard figures read from them', () => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  const people = { anna: '', bram: '', client: '' };

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    Object.assign(people, await staffAndClient(db));
    const p1 = await project(db, people.client, people.anna, '2026-03-28T23:30:00Z');
    const p2 = await project(db, people.client, people.bram, '2026-04-02T10:00:00Z');
    const p3 = await project(db, people.client, null, '2026-05-02T10:00:00Z');
    const dates = ['2026-06-10', '2026-06-14', '2026-06-15', '2026-06-16', '2026-06-21', '2026-06-22', '2026-07-01', null];
    for (const [index, expectedDate] of dates.entries()) {
      await step(db, p1, index + 1, index % 3 === 0 ? 'ready_for_approval' : 'pending', expectedDate);
      await step(db, p2, index + 1, index % 2 === 0 ? 'pending' : 'ready_for_approval', expectedDate);
      await step(db, p3, index + 1, 'pending', expectedDate);
    }
    // Step 9 after 3, 8, 2 and 0 days: 3.25, which avg() and numeric division both round to 3.3.
    const p4 = await project(db, people.client, people.anna, '2026-05-10T10:00:00Z');
    await step(db, p1, 9, 'approved', null, '2026-04-01T10:00:00Z');
    await step(db, p2, 9, 'approved', null, '2026-04-10T10:00:00Z');
    await step(db, p3, 9, 'approved', null, '2026-05-04T10:00:00Z');
    await step(db, p4, 9, 'approved', null, '2026-05-10T12:00:00Z');
    await step(db, p1, 10, 'approved', null, '2026-04-30T21:59:00Z');
    await db.updateTable('projectTimeline').set({ stepName: 'Anders genoemd' }).where('projectId', '=', p2).where('stepNumber', '=', 9).execute();
  });
  afterAll(() => handle.close());

  it('give the agenda counters the open steps counted one by one, for the admin and for each developer', async () => {
    const today = '2026-06-15';
    const counted = async (developerId?: string) => {
      const { rows } = await sql<{ overdue: number; today: number; upcoming: number; total: number }>`
        SELECT count(*) FILTER (WHERE step.expected_date < ${today})::int AS overdue,
          count(*) FILTER (WHERE step.expected_date = ${today})::int AS today,
          count(*) FILTER (WHERE step.expected_date > ${today} AND step.expected_date <= ${today}::date + 3)::int AS upcoming,
          count(*)::int AS total
        FROM project_timeline AS step JOIN projects ON projects.id = step.project_id
        WHERE step.status <> 'approved' AND (${developerId ?? null}::uuid IS NULL OR projects.developer_id = ${developerId ?? null}::uuid)
      `.execute(db);
      return rows[0];
    };
    expect(await countAgenda(db, { id: people.client, role: 'admin' }, today)).toEqual(await counted());
    expect(await countAgenda(db, { id: people.anna, role: 'developer' }, today)).toEqual(await counted(people.anna));
    expect(await countAgenda(db, { id: people.bram, role: 'developer' }, today)).toEqual(await counted(people.bram));
    expect(await countAgenda(db, { id: people.client, role: 'developer' }, today)).toEqual({ overdue: 0, today: 0, upcoming: 0, total: 0 });
    expect((await countAgenda(db, { id: people.client, role: 'admin' }, today)).total).toBe(24);
  });

  it('give the open steps per developer and the days to approval as the queries over every step did', async () => {
    const today = '2026-06-15';
    const { rows: developers } = await sql`
      SELECT developer.id AS developer_id, coalesce(min(developer.full_name), min(developer.email)) AS developer_name,
        (count(*) FILTER (WHERE step.expected_date < ${today}))::int AS overdue,
        (count(*) FILTER (WHERE step.expected_date >= ${today} AND step.expected_date < ${today}::date + 7))::int AS this_week,
        (count(*) FILTER (WHERE step.expected_date IS NULL OR step.expected_date >= ${today}::date + 7))::int AS later
      FROM project_timeline AS step
      JOIN projects ON projects.id = step.project_id
      JOIN profiles AS developer ON developer.id = projects.developer_id
      WHERE step.status = 'pending'
      GROUP BY developer.id ORDER BY 2
    `.execute(db);
    const figures = await dashboardFigureRows(db, { thisMonth: '2026-06', from: '2026-01', until: '2026-07', today });
    expect(figures.developers).toEqual(developers);
    expect(developers).toHaveLength(2);

    const { rows: approval } = await sql`
      SELECT step.step_number, min(step.step_name) AS step_name,
        round(avg((step.approved_date AT TIME ZONE 'Europe/Amsterdam')::date - (projects.created_at AT TIME ZONE 'Europe/Amsterdam')::date), 1)::text AS average_days,
        count(*)::int AS approved
      FROM project_timeline AS step JOIN projects ON projects.id = step.project_id
      WHERE step.status = 'approved' AND step.approved_date IS NOT NULL
      GROUP BY step.step_number ORDER BY step.step_number
    `.execute(db);
    expect(figures.approval).toEqual(approval);
    expect(approval).toEqual([
      { stepNumber: 9, stepName: 'Anders genoemd', averageDays: '3.3', approved: 4 },
      { stepNumber: 10, stepName: 'Stap 10', averageDays: '32.0', approved: 1 },
    ]);
  });
});
