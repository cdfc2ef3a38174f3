import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { insightText as insightWords } from '@/src/text/nl/insight';

// The dashboard's figures on a fixed clock (15 June 2026, noon in Amsterdam) and a small agency whose
// numbers can be worked out by hand.

let env: TestEnv;
let now = new Date('2026-06-15T10:00:00Z');
const db = () => env.services.db;
let admin: { id: string };
let developer: { id: string };
let client: { id: string };
const ids: Record<string, string> = {};
let invoiceCounter = 0;

async function project(options: { status: 'pending' | 'in_progress' | 'completed' | 'on_hold'; packageType: 'website' | 'webshop'; createdAt: string; developer?: boolean }) {
  const created = await createTestProject(env.services, {
    clientId: client.id,
    packageType: options.packageType,
    developerId: options.developer === false ? null : developer.id,
  });
  // A project's creation time is never changed by the app; the test dates it back.
  await sql`UPDATE projects SET status = ${options.status}, created_at = ${new Date(options.createdAt)} WHERE id = ${created.id}`.execute(db());
  await db().deleteFrom('projectTimeline').where('projectId', '=', created.id).execute();
  return created.id;
}

async function step(projectId: string, stepNumber: number, values: { status: 'pending' | 'ready_for_approval' | 'approved'; expectedDate?: string; approvedDate?: string; completedAt?: string }) {
  const row = await db()
    .insertInto('projectTimeline')
    .values({
      projectId,
      stepNumber,
      stepName: `Stap ${stepNumber}`,
      status: values.status,
      expectedDate: values.expectedDate ?? null,
      approvedDate: values.approvedDate ? new Date(values.approvedDate) : null,
      completedAt: values.completedAt ? new Date(values.completedAt) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function invoice(invoiceDate: string, amount: string, status: 'paid' | 'pending' | 'failed' | 'cancelled' | 'charged_back', kind: 'invoice' | 'credit_note' = 'invoice') {
  const row = await db()
    .insertInto('invoices')
    .values({
      userId: client.id,
      invoiceNumber: `T-${++invoiceCounter}`,
      kind,
      invoiceDate,
      amount,
            vatAmount: '0.00',
      totalAmount: amount,
      description: 'Website',
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function debit(createdAt: string, status: 'paid' | 'failed', chargedBackAmount = '0.00', method: 'directdebit' | 'paylink' = 'directdebit') {
  await db()
    .insertInto('payments')
    .values({ kind: 'invoice', method, amount: '36.30', status, chargedBackAmount, userId: client.id, invoiceId: await invoice('2026-05-01', '30.00', 'cancelled'), createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })
    .execute();
}

beforeAll(async () => {
  env = await createTestEnv({ clock: { now: () => now } });
  admin = await createTestUser(env.services, { role: 'admin' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Daan Developer' });
  client = await createTestUser(env.services, { role: 'client', fullName: 'Klara Klant' });

  // Packages: 30 (in progress since May) and 55 (completed, new in June) count; pending and on hold do not.
  ids.a = await project({ status: 'in_progress', packageType: 'website', createdAt: '2026-05-10T08:00:00Z' });
  ids.b = await project({ status: 'completed', packageType: 'webshop', createdAt: '2026-06-05T08:00:00Z' });
  ids.c = await project({ status: 'pending', packageType: 'website', createdAt: '2026-06-01T08:00:00Z', developer: false });
  ids.d = await project({ status: 'on_hold', packageType: 'website', createdAt: '2026-01-01T08:00:00Z' });
  // Schedules: 100 (since April) and 10 (new in June) are active; 20 was paused in June, so it counted last month.
  const schedules = await db()
    .insertInto('invoiceSchedules')
    .values([
      { userId: client.id, recurringDay: 1, firstPeriod: '2026-04', createdAt: new Date('2026-04-01T08:00:00Z') },
      { userId: client.id, recurringDay: 1, firstPeriod: '2026-06', createdAt: new Date('2026-06-02T08:00:00Z') },
      { userId: client.id, recurringDay: 1, firstPeriod: '2026-03', createdAt: new Date('2026-03-01T08:00:00Z'), pausedAt: new Date('2026-06-03T08:00:00Z') },
    ])
    .returning('id')
    .execute();
  // Onderhoud in two lines (2 × 40 + 20), hosting and SEO in one each.
  const [onderhoud, hosting, seo] = schedules.map((schedule) => schedule.id);
  await db()
    .insertInto('invoiceScheduleLines')
    .values([
      { scheduleId: onderhoud!, position: 1, description: 'Onderhoud', quantity: '2', unitPrice: '40.00', vatRate: '21' },
      { scheduleId: onderhoud!, position: 2, description: 'Back-ups', quantity: '1', unitPrice: '20.00', vatRate: '21' },
      { scheduleId: hosting!, position: 1, description: 'Hosting', quantity: '1', unitPrice: '10.00', vatRate: '21' },
      { scheduleId: seo!, position: 1, description: 'SEO', quantity: '1', unitPrice: '20.00', vatRate: '21' },
    ])
    .execute();

  // Revenue: May 100.00 + 50.50 - 20.00 (credit note) = 130.50; June 30.00; unpaid, cancelled and older ones do not count.
  await invoice('2026-05-03', '100.00', 'paid');
  await invoice('2026-05-20', '50.50', 'paid');
  await invoice('2026-05-25', '-20.00', 'paid', 'credit_note');
  await invoice('2026-05-10', '200.00', 'pending');
  await invoice('2026-05-11', '70.00', 'cancelled');
  await invoice('2026-06-01', '30.00', 'paid');
  await invoice('2025-06-30', '999.00', 'paid');
  ids.failedInvoice = await invoice('2026-06-02', '36.30', 'failed');
  ids.chargedBackInvoice = await invoice('2026-05-02', '36.30', 'charged_back');

  // Collection: May 3 succeeded, 1 failed, 1 charged back (60 %); June 1 succeeded (100 %). A pay link is no debit.
  for (const day of ['2026-05-05', '2026-05-06', '2026-05-07']) await debit(`${day}T08:00:00Z`, 'paid');
  await debit('2026-05-08T08:00:00Z', 'failed');
  await debit('2026-05-09T08:00:00Z', 'paid', '36.30');
  await debit('2026-06-05T08:00:00Z', 'paid');
  await debit('2026-05-10T08:00:00Z', 'paid', '0.00', 'paylink');

  // Days to approval: step 1 after 5 (A) and 2 (B) days, on average 3.5; step 2 after 20 days (A).
  await step(ids.a, 1, { status: 'approved', approvedDate: '2026-05-15T10:00:00Z' });
  await step(ids.a, 2, { status: 'approved', approvedDate: '2026-05-30T10:00:00Z' });
  await step(ids.b, 1, { status: 'approved', approvedDate: '2026-06-07T10:00:00Z' });
  // Open steps of the developer: one overdue, two this week (today and the sixth day after), one later, one without date.
  ids.overdueStep = await step(ids.a, 3, { status: 'pending', expectedDate: '2026-06-10' });
  await step(ids.a, 4, { status: 'pending', expectedDate: '2026-06-15' });
  await step(ids.a, 5, { status: 'pending', expectedDate: '2026-06-21' });
  await step(ids.a, 6, { status: 'pending', expectedDate: '2026-06-22' });
  await step(ids.d, 1, { status: 'pending' });
  // Waiting for the client: since 1 June (longer than 7 days) and since 12 June (not yet).
  ids.waitingStep = await step(ids.b, 2, { status: 'ready_for_approval', completedAt: '2026-06-01T10:00:00Z', expectedDate: '2026-06-01' });
  ids.recentStep = await step(ids.b, 3, { status: 'ready_for_approval', completedAt: '2026-06-12T10:00:00Z' });

  // Complaints: one open for five days counts; one of yesterday and an old resolved one do not.
  const complaint = (subject: string, createdAt: string, status: 'open' | 'resolved' = 'open') =>
    db().insertInto('complaints').values({ userId: client.id, subject, description: 'Zie onderwerp', status, createdAt: new Date(createdAt) }).returning('id').executeTakeFirstOrThrow();
  ids.oldComplaint = (await complaint('Site traag', '2026-06-10T08:00:00Z')).id;
  await complaint('Typfout', '2026-06-14T08:00:00Z');
  await complaint('Oud', '2026-05-01T08:00:00Z', 'resolved');

  ids.failedMail = (
    await db().insertInto('mailOutbox').values({ toAddress: 'weg@example.nl', subject: 'Factuur', bodyText: 'x', status: 'failed' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});

afterAll(() => env.close());

describe('the admin dashboard figures', () => {
  it('monthly recurring revenue: billed packages plus active schedules, against the start of the month', async () => {
    const { mrr } = await (await callerFor(env.services, admin)).admin.insight.figures();
    expect(mrr).toEqual({ total: '195.00', packages: '85.00', schedules: '110.00', lastMonth: '150.00', change: '45.00' });
  });

  it('revenue per month over 12 months: paid invoices less credit notes, excluding VAT', async () => {
    const { revenue } = await (await callerFor(env.services, admin)).admin.insight.figures();
    expect(revenue).toHaveLength(12);
    expect(revenue[0]).toEqual({ period: '2025-07', revenue: '0.00' });
    expect(revenue.at(-2)).toEqual({ period: '2026-05', revenue: '130.50' });
    expect(revenue.at(-1)).toEqual({ period: '2026-06', revenue: '30.00' });
  });

  it('collection per month: succeeded, failed and charged-back debits and the rate', async () => {
    const { collection } = await (await callerFor(env.services, admin)).admin.insight.figures();
    expect(collection.at(-2)).toEqual({ period: '2026-05', succeeded: 3, failed: 1, chargedBack: 1, rate: 60 });
    expect(collection.at(-1)).toEqual({ period: '2026-06', succeeded: 1, failed: 0, chargedBack: 0, rate: 100 });
    expect(collection[0]).toEqual({ period: '2025-07', succeeded: 0, failed: 0, chargedBack: 0, rate: null });
  });

  it('projects by status and the average days to each step’s approval', async () => {
    const figures = await (await callerFor(env.services, admin)).admin.insight.figures();
    expect(figures.projectsByStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'in_progress', count: 1 },
      { status: 'completed', count: 1 },
      { status: 'on_hold', count: 1 },
    ]);
    expect(figures.daysToApproval).toEqual([
      { stepNumber: 1, stepName: 'Stap 1', averageDays: '3.5', approved: 2 },
      { stepNumber: 2, stepName: 'Stap 2', averageDays: '20.0', approved: 1 },
    ]);
  });

  it('open steps per developer: overdue, this week and later', async () => {
    const { openSteps } = await (await callerFor(env.services, admin)).admin.insight.figures();
    expect(openSteps).toEqual([{ developerId: developer.id, developerName: 'Daan Developer', overdue: 1, thisWeek: 2, later: 2 }]);
  });
});

describe('a change on the dashboard', () => {
  it('shows at once, to every admin: a step approved a moment ago, a project handed to nobody', async () => {
    const first = await callerFor(env.services, admin);
    const second = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    const stepId = await step(ids.a!, 7, { status: 'ready_for_approval', expectedDate: '2026-06-16' });
    const before = await first.admin.insight.figures();
    expect(before.daysToApproval.map((row) => row.stepNumber)).toEqual([1, 2]);

    await (await callerFor(env.services, client)).project.timeline.approve({ projectId: ids.a!, stepId });
    // Created 10 May, approved 15 June.
    expect((await second.admin.insight.figures()).daysToApproval.at(-1)).toEqual({ stepNumber: 7, stepName: 'Stap 7', averageDays: '36.0', approved: 1 });
    await first.admin.projects.assignDeveloper({ projectId: ids.d!, developerId: null });
    expect((await second.admin.insight.figures()).openSteps).toEqual([{ developerId: developer.id, developerName: 'Daan Developer', overdue: 1, thisWeek: 2, later: 1 }]);

    await first.admin.projects.assignDeveloper({ projectId: ids.d!, developerId: developer.id });
    await db().deleteFrom('projectTimeline').where('id', '=', stepId).execute();
    const after = await second.admin.insight.figures();
    expect([after.daysToApproval, after.openSteps]).toEqual([before.daysToApproval, before.openSteps]);
  });
});

describe('Aandacht nodig', () => {
  it('lists each case once, most urgent first', async () => {
    const attention = await (await callerFor(env.services, admin)).admin.insight.attention();
    expect(attention.map((group) => [group.kind, group.total, group.items.map((item) => item.id)])).toEqual([
      ['failed_debit', 2, [ids.chargedBackInvoice, ids.failedInvoice]],
      ['overdue_step', 1, [ids.overdueStep]],
      ['old_complaint', 1, [ids.oldComplaint]],
      ['waiting_approval', 1, [ids.waitingStep]],
      ['unassigned_project', 1, [ids.c]],
      ['failed_mail', 1, [ids.failedMail]],
    ]);
  });

  it('"Herinnering sturen" mails the client at most once a day', async () => {
    const asAdmin = await callerFor(env.services, admin);
    const mails = () => db().selectFrom('mailOutbox').select('subject').where('subject', '=', insightWords.insight.reminderSubject('Stap 2')).execute();
    expect(await asAdmin.admin.insight.remind({ stepId: ids.waitingStep! })).toEqual({ id: ids.waitingStep });
    expect(await mails()).toHaveLength(1);
    await expect(asAdmin.admin.insight.remind({ stepId: ids.waitingStep! })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: insightWords.insight.reminderTooSoon });
    const attention = await asAdmin.admin.insight.attention();
    expect(attention.find((group) => group.kind === 'waiting_approval')?.items[0]).toMatchObject({ remindedAt: now });

    now = new Date(now.getTime() + 24 * 3600_000);
    await asAdmin.admin.insight.remind({ stepId: ids.waitingStep! });
    expect(await mails()).toHaveLength(2);
    await expect(asAdmin.admin.insight.remind({ stepId: ids.overdueStep! })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says nothing needs attention when nothing does', async () => {
    const empty = await createTestEnv();
    try {
      const someone = await createTestUser(empty.services, { role: 'admin' });
      expect(await (await callerFor(empty.services, someone)).admin.insight.attention()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
