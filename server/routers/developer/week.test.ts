import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';

// "Deze week" on the developer's dashboard, on a fixed clock: Monday 15 June 2026, noon in Amsterdam.

let env: TestEnv;
let now = new Date('2026-06-15T10:00:00Z');
let developer: { id: string };
let client: { id: string };
let projectId: string;
let otherProjectId: string;
const db = () => env.services.db;
const stepId = async (project: string, stepNumber: number) =>
  (await db().selectFrom('projectTimeline').select('id').where('projectId', '=', project).where('stepNumber', '=', stepNumber).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  env = await createTestEnv({ clock: { now: () => now } });
  developer = await createTestUser(env.services, { role: 'developer' });
  const otherDeveloper = await createTestUser(env.services, { role: 'developer' });
  client = await createTestUser(env.services, { role: 'client', fullName: 'Klara Klant' });
  projectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id })).id;
  otherProjectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: otherDeveloper.id })).id;
  const set = async (project: string, stepNumber: number, values: { status?: 'pending' | 'changes_requested' | 'approved'; expectedDate?: string; approvedDate?: Date }) =>
    db().updateTable('projectTimeline').set(values).where('id', '=', await stepId(project, stepNumber)).execute();
  // Far future first, then: step 1 approved Saturday, step 2 overdue since Wednesday, step 3 due Sunday (within the week), step 4
  // changes asked this morning (two pins, one resolved); another developer's step overdue, with an open pin of its own.
  await db().updateTable('projectTimeline').set({ status: 'pending', expectedDate: '2026-09-01' }).where('projectId', 'in', [projectId, otherProjectId]).execute();
  await set(projectId, 1, { status: 'approved', approvedDate: new Date('2026-06-13T09:00:00Z') });
  await set(projectId, 2, { expectedDate: '2026-06-10' });
  await set(projectId, 3, { expectedDate: '2026-06-21' });
  await set(projectId, 4, { status: 'changes_requested' });
  await askedToChange(projectId, 4, new Date('2026-06-15T07:00:00Z'), ['open', 'resolved']);
  await set(otherProjectId, 2, { expectedDate: '2026-06-01' });
  await askedToChange(otherProjectId, 2, new Date('2026-06-14T07:00:00Z'), ['open']);
});

afterAll(() => env.close());

/** The step's first round, its changes asked at `at`, with pins in these states. */
async function askedToChange(project: string, stepNumber: number, at: Date, pins: ('open' | 'resolved')[]) {
  const step = await stepId(project, stepNumber);
  const round = await db()
    .insertInto('stepReviewRounds')
    .values({ stepId: step, projectId: project, roundNumber: 1, readyAt: new Date('2026-06-12T09:00:00Z'), feedback: 'Anders graag', feedbackBy: client.id, feedbackAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, status] of pins.entries()) {
    await db()
      .insertInto('reviewPins')
      .values({ projectId: project, stepId: step, roundId: round.id, number: index + 1, authorId: client.id, comment: 'Groter', target: 'page', pagePath: '/', selector: 'h1', xFraction: 0.5, yFraction: 0.5, status })
      .execute();
  }
}

describe('Deze week', () => {
  it('shows own overdue steps, those due within 7 days, and the answers of the last week on a first visit', async () => {
    const asDeveloper = await callerFor(env.services, developer);
    const week = await asDeveloper.developer.dashboard.week();
    await asDeveloper.developer.dashboard.visited();
    expect(week.overdue.map((step) => step.id)).toEqual([await stepId(projectId, 2)]);
    expect(week.dueSoon.map((step) => [step.id, step.expectedDate])).toEqual([[await stepId(projectId, 3), '2026-06-21']]);
    expect(week.answered.map((step) => [step.id, step.answer])).toEqual([
      [await stepId(projectId, 4), 'feedback'],
      [await stepId(projectId, 1), 'approval'],
    ]);
    expect(week.overdue[0]).toMatchObject({ clientName: 'Klara Klant', projectId });
    // The open pins on their own steps: the resolved one and the other developer's are not theirs to answer.
    expect(week.openPins).toEqual([{ id: await stepId(projectId, 4), projectId, stepName: 'Ontwikkeling', clientName: 'Klara Klant', openPins: 1, since: expect.any(Date) }]);
  });

  it('on a later visit, shows only what clients answered since the previous one', async () => {
    const asDeveloper = await callerFor(env.services, developer);
    // Within the same visit the answers stay; the next day they are gone until a client answers again.
    now = new Date('2026-06-15T10:10:00Z');
    expect((await asDeveloper.developer.dashboard.week()).answered).toHaveLength(2);
    await asDeveloper.developer.dashboard.visited();
    now = new Date('2026-06-16T08:00:00Z');
    expect((await asDeveloper.developer.dashboard.week()).answered).toEqual([]);
    await asDeveloper.developer.dashboard.visited();
    await db().updateTable('projectTimeline').set({ status: 'approved', approvedDate: new Date('2026-06-16T07:30:00Z') }).where('id', '=', await stepId(projectId, 4)).execute();
    now = new Date('2026-06-16T08:05:00Z');
    // Reading alone records nothing: the same answer twice.
    expect((await asDeveloper.developer.dashboard.week()).answered.map((step) => step.id)).toEqual([await stepId(projectId, 4)]);
    expect((await asDeveloper.developer.dashboard.week()).answered.map((step) => [step.id, step.answer])).toEqual([[await stepId(projectId, 4), 'approval']]);
  });
});
