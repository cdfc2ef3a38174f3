import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line } from '@/server/testing/money-fixtures';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { runRecurringInvoices } from './recurring-invoices';

// The job on a fixed clock: the test moves the clock, the job bills what is due by then.
let env: TestEnv;
let now = new Date('2026-11-23T10:00:00Z');
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv({ clock: { now: () => now } });
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
});
afterAll(() => env.close());

/** A recurring invoice created by the admin today: the schedule, with this month billed. */
async function monthlySchedule(recurringDay: number) {
  const client = await createTestUser(env.services, { role: 'client', fullName: `Klant dag ${recurringDay}` });
  const { id } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')], isRecurring: true, recurringDay });
  const invoice = await env.services.db.selectFrom('invoices').select('scheduleId').where('id', '=', id).executeTakeFirstOrThrow();
  return invoice.scheduleId!;
}

function invoicesOf(scheduleId: string) {
  return env.services.db
    .selectFrom('invoices')
    .select(['period', 'invoiceDate', 'invoiceNumber', 'totalAmount'])
    .where('scheduleId', '=', scheduleId)
    .orderBy('period')
    .execute();
}

const at = (isoMoment: string) => {
  now = new Date(isoMoment);
};

describe('recurring invoices', () => {
  it('bills each month on its day, not before, and once', async () => {
    at('2026-11-23T10:00:00Z');
    const schedule = await monthlySchedule(15);
    at('2026-12-14T22:30:00Z'); // 23:30 in Amsterdam, still the 14th
    await runRecurringInvoices(env.services);
    expect((await invoicesOf(schedule)).map((i) => i.period)).toEqual(['2026-11']);

    at('2026-12-14T23:30:00Z'); // 00:30 on the 15th in Amsterdam
    await runRecurringInvoices(env.services);
    await runRecurringInvoices(env.services);
    const invoices = await invoicesOf(schedule);
    expect(invoices.map((i) => [i.period, i.invoiceDate, i.totalAmount])).toEqual([
      ['2026-11', '2026-11-23', '36.30'],
      ['2026-12', '2026-12-15', '36.30'],
    ]);
  });

  it('catches up on the months the server was down, numbered in their own year', async () => {
    at('2026-11-23T10:00:00Z');
    const schedule = await monthlySchedule(1);
    at('2027-02-03T09:00:00Z');
    await runRecurringInvoices(env.services);
    const invoices = await invoicesOf(schedule);
    expect(invoices.map((i) => [i.period, i.invoiceDate])).toEqual([
      ['2026-11', '2026-11-23'],
      ['2026-12', '2026-12-01'],
      ['2027-01', '2027-01-01'],
      ['2027-02', '2027-02-01'],
    ]);
    expect(invoices[2]!.invoiceNumber).toMatch(/^2027-\d{4}$/);
  });

  it('gives one invoice when two runs go at once', async () => {
    at('2026-11-23T10:00:00Z');
    const schedule = await monthlySchedule(10);
    at('2026-12-10T08:00:00Z');
    const [first, second] = await Promise.all([runRecurringInvoices(env.services), runRecurringInvoices(env.services)]);
    expect((await invoicesOf(schedule)).map((i) => i.period)).toEqual(['2026-11', '2026-12']);
    expect(first.length + second.length).toBeGreaterThanOrEqual(1);
    const created = [...first, ...second];
    expect(new Set(created).size).toBe(created.length);
  });

  it('skips a paused schedule, and after resuming bills from the next day that comes', async () => {
    at('2026-11-23T10:00:00Z');
    const schedule = await monthlySchedule(5);
    expect(await asAdmin.admin.invoices.setSchedulePaused({ scheduleId: schedule, paused: true })).toEqual({ id: schedule, paused: true });
    at('2027-01-20T10:00:00Z');
    await runRecurringInvoices(env.services);
    expect((await invoicesOf(schedule)).map((i) => i.period)).toEqual(['2026-11']);

    await asAdmin.admin.invoices.setSchedulePaused({ scheduleId: schedule, paused: false });
    await runRecurringInvoices(env.services);
    expect((await invoicesOf(schedule)).map((i) => i.period)).toEqual(['2026-11']);
    at('2027-02-05T10:00:00Z');
    await runRecurringInvoices(env.services);
    expect((await invoicesOf(schedule)).map((i) => i.period)).toEqual(['2026-11', '2027-02']);
  });
});
