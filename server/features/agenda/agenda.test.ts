import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { StatementCounter } from '@/server/testing/statement-counter';

let env: TestEnv;
let now = new Date();
let developer: Awaited<ReturnType<typeof createTestUser>>;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
let project: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  env.services.clock = { now: () => now };
  developer = await createTestUser(env.services, { role: 'developer' });
  asDeveloper = await callerFor(env.services, developer);
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  const client = await createTestUser(env.services, { role: 'client', fullName: 'Klaas Klant' });
  project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
  // Steps 1-6 on fixed dates; step 6 is approved and never shows.
  const dates = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-23'];
  for (const [index, expectedDate] of dates.entries()) {
    await env.services.db
      .updateTable('projectTimeline')
      .set({ expectedDate, status: index === 5 ? 'approved' : 'pending' })
      .where('projectId', '=', project.id)
      .where('stepNumber', '=', index + 1)
      .execute();
  }
});
afterAll(() => env.close());

describe('the developer agenda', () => {
  it('groups open steps by date with Dutch labels, counters and urgency, on the Amsterdam date just after midnight', async () => {
    // 23:30 UTC on 23 November is 00:30 on 24 November in Amsterdam: "today" is the 24th.
    now = new Date('2026-11-23T23:30:00Z');
    const agenda = await asDeveloper.developer.agenda.get({});
    expect(agenda.today).toBe('2026-11-24');
    expect(agenda.counters).toEqual({ overdue: 2, today: 1, upcoming: 2, total: 5 });
    expect(agenda.groups.map((g) => [g.label, g.urgency, g.tasks.length])).toEqual([
      ['zondag 22 november 2026', 'overdue', 1],
      ['Gisteren', 'overdue', 1],
      ['Vandaag', 'today', 1],
      ['Morgen', 'soon', 1],
      ['vrijdag 27 november 2026', 'soon', 1],
    ]);
    expect(agenda.groups[0]!.tasks[0]).toMatchObject({ projectId: project.id, clientName: 'Klaas Klant', dueNote: 'Urgent: 2 dagen te laat' });
    expect(agenda.groups[2]!.tasks[0]!.dueNote).toBe('Deadline vandaag');
  });

  it('keeps calendar days across the end of summer time', async () => {
    // 25 October 2026, 02:30 summer time becomes winter time that night; the 24th is still yesterday.
    await env.services.db.updateTable('projectTimeline').set({ expectedDate: '2026-10-26' }).where('projectId', '=', project.id).where('stepNumber', '=', 5).execute();
    now = new Date('2026-10-24T22:30:00Z');
    const agenda = await asAdmin.admin.agenda.get({});
    expect(agenda.today).toBe('2026-10-25');
    const labels = agenda.groups.map((g) => g.label);
    expect(labels[0]).toBe('Morgen');
    await env.services.db.updateTable('projectTimeline').set({ expectedDate: '2026-11-27' }).where('projectId', '=', project.id).where('stepNumber', '=', 5).execute();
  });

  it('shows another developer nothing of this project, and the admin everything', async () => {
    now = new Date('2026-11-24T09:00:00Z');
    const other = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    expect((await other.developer.agenda.get({})).counters.total).toBe(0);
    expect((await asAdmin.admin.agenda.get({})).counters.total).toBe(5);
  });

  it('runs two queries whatever the number of projects', async () => {
    const counter = new StatementCounter();
    const counted = { ...env.services, db: env.services.db.withPlugin(counter) };
    const caller = await callerFor(counted, developer);
    const before = counter.count;
    await caller.developer.agenda.get({});
    const perCall = counter.count - before;
    for (let i = 0; i < 5; i++) await createTestProject(env.services, { clientId: developer.id, packageType: 'website', developerId: developer.id });
    const again = counter.count;
    await caller.developer.agenda.get({});
    expect(counter.count - again).toBe(perCall);
  });
});
