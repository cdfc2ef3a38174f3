import { expect } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';

// What the database keeps about timeline steps (open_step_days, step_approval_days, each step's
// project developer), read back, and the same counted afresh from the steps; and the rows the
// step-figure tests build on.

export type Status = 'pending' | 'ready_for_approval' | 'approved';

/** The open steps counted from the steps, as the agenda and the dashboard did before the database kept them. */
export async function countedOpen(db: Kysely<Database>) {
  const { rows } = await sql<{ developerId: string | null; status: string; expectedDate: string | null; stepCount: number }>`
    SELECT projects.developer_id, step.status, step.expected_date, count(*)::int AS step_count
    FROM project_timeline AS step JOIN projects ON projects.id = step.project_id
    WHERE step.status <> 'approved'
    GROUP BY projects.developer_id, step.status, step.expected_date
  `.execute(db);
  return sorted(rows);
}

export async function keptOpen(db: Kysely<Database>) {
  const rows = await db.selectFrom('openStepDays').select(['developerId', 'status', 'expectedDate', 'stepCount']).where('stepCount', '<>', 0).execute();
  return sorted(rows);
}

/** The approved steps counted from the steps: how many per step number and their days since their project's creation. */
export async function countedApproved(db: Kysely<Database>) {
  const { rows } = await sql<{ stepNumber: number; approvedCount: number; dayTotal: number }>`
    SELECT step.step_number, count(*)::int AS approved_count,
      sum((step.approved_date AT TIME ZONE 'Europe/Amsterdam')::date - (projects.created_at AT TIME ZONE 'Europe/Amsterdam')::date)::int AS day_total
    FROM project_timeline AS step JOIN projects ON projects.id = step.project_id
    WHERE step.status = 'approved' AND step.approved_date IS NOT NULL
    GROUP BY step.step_number ORDER BY step.step_number
  `.execute(db);
  return rows;
}

export async function keptApproved(db: Kysely<Database>) {
  const rows = await db.selectFrom('stepApprovalDays').select(['stepNumber', 'approvedCount', 'dayTotal']).where('approvedCount', '<>', 0).orderBy('stepNumber').execute();
  return rows.map((row) => ({ ...row, dayTotal: Number(row.dayTotal) }));
}

function sorted<T extends { developerId: string | null; status: string; expectedDate: string | null }>(rows: T[]): T[] {
  const key = (row: T) => `${row.developerId ?? '-'} ${row.status} ${row.expectedDate ?? '-'}`;
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Steps whose kept project developer is not their project's developer (none when all is well). */
export async function stepsWithAnotherDeveloper(db: Kysely<Database>) {
  return db
    .selectFrom('projectTimeline as step')
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .where(sql<boolean>`step.project_developer_id IS DISTINCT FROM projects.developer_id`)
    .select(['step.projectId', 'step.stepNumber', 'step.projectDeveloperId', 'projects.developerId'])
    .execute();
}

export async function expectKeptToMatch(db: Kysely<Database>) {
  expect(await stepsWithAnotherDeveloper(db)).toEqual([]);
  expect(await keptOpen(db)).toEqual(await countedOpen(db));
  expect(await keptApproved(db)).toEqual(await countedApproved(db));
}

export async function person(db: Kysely<Database>, name: string) {
  const email = `${name.toLowerCase().replace(/ /g, '.')}@test.nl`;
  const user = await db.insertInto('users').values({ email, passwordHash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ id: user.id, email, fullName: name }).execute();
  return user.id;
}

export async function project(db: Kysely<Database>, clientId: string, developerId: string | null, createdAt: string) {
  const row = await db
    .insertInto('projects')
    .values({ clientId, developerId, packageType: 'website', monthlyPrice: '30.00', createdAt: new Date(createdAt) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function step(db: Kysely<Database>, projectId: string, stepNumber: number, status: Status, expectedDate: string | null, approvedDate?: string) {
  const row = await db
    .insertInto('projectTimeline')
    .values({ projectId, stepNumber, stepName: `Stap ${stepNumber}`, status, expectedDate, approvedDate: approvedDate ? new Date(approvedDate) : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Two developers and a client, the people most of these tests start from. */
export async function staffAndClient(db: Kysely<Database>) {
  return { anna: await person(db, 'Anna Ontwikkelaar'), bram: await person(db, 'Bram Ontwikkelaar'), client: await person(db, 'Klaas Klant') };
}
