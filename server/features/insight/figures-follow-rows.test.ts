import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInAmsterdam } from '@/src/dates';
import { COMPLAINT_ATTENTION_DAYS } from '@/src/domain/insight';
import { isOpenComplaint, isOpenStep, isUnpaidDebit, stepUrgency } from '@/db/queries/rules';
import { createTestDb } from '@/db/testing/test-db';
import { createSandboxPayments } from '@/server/payments/index';
import { recordPayment } from '@/server/payments/record-payment';
import { callerFor, createTestEnv, createTestUser, movableClock, type TestEnv } from '@/server/testing/harness';
import { clientWithMandate, debitedInvoice } from '@/server/testing/money-fixtures';

// Nothing is kept beside the rows: after each change (steps, debits, complaints) the admin's and developer's screens must agree with a
// fresh count by the same status rules (db/queries/rules.ts). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const DAY_MS = 24 * 3600_000;
let env: TestEnv;
const clock = movableClock();
let payments: ReturnType<typeof createSandboxPayments>;
const db = () => env.services.db;
const people = { admin: { id: '' }, daan: { id: '' }, klara: { id: '' } };
let projectId: string;
const callers = async () => ({
  admin: await callerFor(env.services, people.admin),
  daan: await callerFor(env.services, people.daan),
  klara: await callerFor(env.services, people.klara),
});

beforeAll(async () => {
  const dbHandle = await createTestDb();
  // The sandbox's bank waits with each debit until the test settles it, as a real debit waits days.
  payments = createSandboxPayments({ appUrl: 'http://localhost:3000', db: dbHandle.db, debits: 'pending' });
  env = await createTestEnv({ clock, dbHandle, payments });
  people.admin = await createTestUser(env.services, { role: 'admin' });
  people.daan = await createTestUser(env.services, { role: 'developer', fullName: 'Daan Developer' });
  people.klara = await clientWithMandate(env, 'Klara Klant');
  const { admin } = await callers();
  projectId = (await admin.admin.projects.create({ clientId: people.klara.id, packageType: 'website', developerId: people.daan.id })).id;
});
afterAll(() => env.close());

/** The agenda's counters counted afresh: the open steps by urgency, every one or one developer's. */
async function countedAgenda(developerId?: string) {
  let steps = db().selectFrom('projectTimeline as step').innerJoin('projects', 'projects.id', 'step.projectId').where(isOpenStep);
  if (developerId) steps = steps.where('projects.developerId', '=', developerId);
  const today = todayInAmsterdam(clock.now());
  const rows = await steps.select((eb) => stepUrgency(eb, today).as('urgency')).execute();
  const count = (urgency: string) => rows.filter((row) => row.urgency === urgency).length;
  return { overdue: count('overdue'), today: count('today'), upcoming: count('soon'), total: rows.length };
}

/** What the admin's screens show and what Daan's show. */
async function screens() {
  const { admin, daan } = await callers();
  const [stats, invoices, attention, figures, adminAgenda, complaints] = await Promise.all([
    admin.admin.stats.get(),
    admin.admin.invoices.list({ q: '' }),
    admin.admin.insight.attention(),
    admin.admin.insight.figures(),
    admin.admin.agenda.get({ page: 1 }),
    admin.admin.complaints.list({ q: '' }),
  ]);
  const [daansAgenda, week] = await Promise.all([daan.developer.agenda.get({ page: 1 }), daan.developer.dashboard.week()]);
  const attentionTotal = (kind: string) => attention.find((group) => group.kind === kind)?.total ?? 0;
  const thisMonth = figures.today.slice(0, 7);
  return {
    invoices: stats.invoices,
    chips: invoices.totals,
    failedDebits: attentionTotal('failed_debit'),
    oldComplaints: attentionTotal('old_complaint'),
    revenue: figures.revenue.find((month) => month.period === thisMonth)!.revenue,
    collection: figures.collection.find((month) => month.period === thisMonth)!,
    daansStepsToDeliver: figures.openSteps.filter((row) => row.developerId === people.daan.id).reduce((sum, row) => sum + row.overdue + row.thisWeek + row.later, 0),
    approval: figures.daysToApproval,
    adminAgenda: adminAgenda.counters,
    daansAgenda: daansAgenda.counters,
    answered: week.answered.map((step) => step.answer),
    complaints: complaints.counts,
  };
}

async function expectAgendasToMatchTheRows() {
  const shown = await screens();
  expect(shown.adminAgenda).toEqual(await countedAgenda());
  expect(shown.daansAgenda).toEqual(await countedAgenda(people.daan.id));
  return shown;
}

const stepId = async (stepNumber: number) =>
  (await db().selectFrom('projectTimeline').select('id').where('projectId', '=', projectId).where('stepNumber', '=', stepNumber).executeTakeFirstOrThrow()).id;

describe('the figures follow the rows', () => {
  it('a new project: its six steps are open in both agendas and all still to deliver', async () => {
    const shown = await expectAgendasToMatchTheRows();
    expect(shown.adminAgenda.total).toBe(6);
    expect(shown.daansStepsToDeliver).toBe(6);
    expect(shown.approval).toEqual([]);
  });

  it('a step marked ready stays in the agendas but is delivered; approved, it leaves them and counts in the days to approval', async () => {
    const { daan, klara } = await callers();
    const first = await stepId(1);
    await daan.project.timeline.markReady({ projectId, stepId: first });
    let shown = await expectAgendasToMatchTheRows();
    expect(shown.adminAgenda.total).toBe(6);
    expect(shown.daansStepsToDeliver).toBe(5);

    await klara.project.timeline.approve({ projectId, stepId: first });
    shown = await expectAgendasToMatchTheRows();
    expect(shown.adminAgenda.total).toBe(5);
    expect(shown.daansAgenda.total).toBe(5);
    expect(shown.approval).toEqual([{ stepNumber: 1, stepName: 'Intake & kick-off', averageDays: '0.0', approved: 1 }]);
    expect(shown.answered).toEqual(['approval']);
  });

  it('a debit paid shows in the chips, the revenue and the collection; a failed one in Aandacht nodig', async () => {
    const settle = async (providerId: string, outcome: 'paid' | 'failed') => {
      await payments.sandboxComplete(providerId, outcome);
      await recordPayment(env.services, providerId);
    };
    const paid = await debitedInvoice(env, people.klara, people.admin);
    expect((await screens()).chips.pending).toEqual({ count: 1, total: '36.30' });
    await settle(paid.providerId, 'paid');
    let shown = await screens();
    expect(shown.chips.pending).toEqual({ count: 0, total: '0.00' });
    expect(shown.chips.paid).toEqual({ count: 1, total: '36.30' });
    expect(shown.revenue).toBe('30.00');
    expect(shown.collection).toMatchObject({ succeeded: 1, failed: 0, rate: 100 });

    const failed = await debitedInvoice(env, people.klara, people.admin);
    await settle(failed.providerId, 'failed');
    shown = await screens();
    expect(shown.invoices).toBe(2);
    expect(shown.chips.failed).toEqual({ count: 1, total: '36.30' });
    expect(shown.collection).toMatchObject({ succeeded: 1, failed: 1, rate: 50 });
    const unpaid = await db().selectFrom('invoices').select('id').where(isUnpaidDebit).execute();
    expect(shown.failedDebits).toBe(unpaid.length);
    expect(shown.failedDebits).toBe(1);
  });

  it(`a complaint is open; after ${COMPLAINT_ATTENTION_DAYS} days it needs attention, and once resolved it no longer does`, async () => {
    const { klara } = await callers();
    const complaint = await klara.complaints.create({ subject: 'Traag', description: 'De site laadt traag' });
    expect((await screens()).complaints).toEqual({ open: 1, in_progress: 0, resolved: 0 });
    expect((await screens()).oldComplaints).toBe(0);

    clock.advance((COMPLAINT_ATTENTION_DAYS + 1) * DAY_MS);
    const open = await db().selectFrom('complaints').select('id').where(isOpenComplaint).execute();
    expect((await screens()).oldComplaints).toBe(open.length);
    expect(open).toHaveLength(1);

    const { admin } = await callers();
    await admin.admin.complaints.update({ complaintId: complaint.id, status: 'resolved', adminNotes: 'Afbeeldingen verkleind.' });
    const shown = await expectAgendasToMatchTheRows();
    expect(shown.oldComplaints).toBe(0);
    expect(shown.complaints).toEqual({ open: 0, in_progress: 0, resolved: 1 });
  });
});
