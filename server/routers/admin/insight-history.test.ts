import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser } from '@/server/testing/harness';

// The dashboard's figures that depend on history: last month's recurring revenue with the statuses
// of then, and revenue and collection per month through every change to invoices and debits.

describe('last month’s recurring revenue', () => {
  it('counts the packages and schedules as they stood at the start of this month', async () => {
    let clock = new Date('2026-06-03T10:00:00Z');
    const own = await createTestEnv({ clock: { now: () => clock } });
    try {
      const boss = await createTestUser(own.services, { role: 'admin' });
      const customer = await createTestUser(own.services, { role: 'client' });
      const dated = async (packageType: 'website' | 'webshop', status: 'in_progress' | 'on_hold', createdAt: string) => {
        const created = await createTestProject(own.services, { clientId: customer.id, packageType });
        await sql`UPDATE projects SET status = ${status}, created_at = ${new Date(createdAt)} WHERE id = ${created.id}`.execute(own.services.db);
        return created.id;
      };
      // The website (30) was in progress on 1 June and went on hold on the 3rd; the webshop (55) was on hold and resumed on the 4th.
      const website = await dated('website', 'in_progress', '2026-05-10T08:00:00Z');
      const webshop = await dated('webshop', 'on_hold', '2026-04-01T08:00:00Z');
      // Maintenance (40) was paused in April and resumed in June: it bills from June on.
      const schedule = await own.services.db
        .insertInto('invoiceSchedules')
        .values({ userId: customer.id, recurringDay: 28, firstPeriod: '2026-03', createdAt: new Date('2026-03-01T08:00:00Z'), pausedAt: new Date('2026-04-20T08:00:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await own.services.db.insertInto('invoiceScheduleLines').values({ scheduleId: schedule.id, position: 1, description: 'Onderhoud', quantity: '1', unitPrice: '40.00', vatRate: '21' }).execute();

      const asBoss = await callerFor(own.services, boss);
      await asBoss.admin.projects.setStatus({ projectId: website, status: 'on_hold' });
      clock = new Date('2026-06-04T10:00:00Z');
      await asBoss.admin.projects.setStatus({ projectId: webshop, status: 'in_progress' });
      await asBoss.admin.invoices.setSchedulePaused({ scheduleId: schedule.id, paused: false });
      clock = new Date('2026-06-15T10:00:00Z');

      const { mrr } = await asBoss.admin.insight.figures();
      expect(mrr).toEqual({ total: '95.00', packages: '55.00', schedules: '40.00', lastMonth: '30.00', change: '65.00' });
    } finally {
      await own.close();
    }
  });
});

describe('revenue and collection per month', () => {
  it('follow every change to invoices and debits', async () => {
    const own = await createTestEnv({ clock: { now: () => new Date('2026-06-15T10:00:00Z') } });
    try {
      const odb = own.services.db;
      const boss = await createTestUser(own.services, { role: 'admin' });
      const customer = await createTestUser(own.services, { role: 'client' });
      let n = 0;
      const newInvoice = async (invoiceDate: string, amount: string, status: 'paid' | 'pending') =>
        (
          await odb
            .insertInto('invoices')
            .values({ userId: customer.id, invoiceNumber: `M-${++n}`, kind: 'invoice', invoiceDate, amount, vatAmount: '0.00', totalAmount: amount, description: 'Website', status })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const newDebit = async (invoiceId: string, createdAt: string, status: 'pending' | 'paid') =>
        (
          await odb
            .insertInto('payments')
            .values({ kind: 'invoice', method: 'directdebit', amount: '36.30', status, userId: customer.id, invoiceId, createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const figures = async () => {
        const { revenue, collection } = await (await callerFor(own.services, boss)).admin.insight.figures();
        const month = (period: string) => ({ revenue: revenue.find((r) => r.period === period)!.revenue, ...collection.find((c) => c.period === period)! });
        return { may: month('2026-05'), june: month('2026-06') };
      };

      const mayInvoice = await newInvoice('2026-05-03', '100.00', 'paid');
      const juneInvoice = await newInvoice('2026-06-01', '30.00', 'pending');
      const debit = await newDebit(juneInvoice, '2026-05-31T22:30:00Z', 'pending'); // 1 June in Amsterdam
      await odb.updateTable('payments').set({ status: 'paid' }).where('id', '=', debit).execute();
      await odb.updateTable('invoices').set({ status: 'paid' }).where('id', '=', juneInvoice).execute();
      expect(await figures()).toMatchObject({ may: { revenue: '100.00', succeeded: 0 }, june: { revenue: '30.00', succeeded: 1, chargedBack: 0, rate: 100 } });

      // The June debit is taken back; the May invoice's debit fails and the invoice with it.
      await odb.updateTable('payments').set({ chargedBackAmount: '36.30' }).where('id', '=', debit).execute();
      await odb.updateTable('invoices').set({ status: 'charged_back' }).where('id', '=', juneInvoice).execute();
      const failed = await newDebit(mayInvoice, '2026-05-04T08:00:00Z', 'pending');
      await odb.updateTable('payments').set({ status: 'failed' }).where('id', '=', failed).execute();
      await odb.updateTable('invoices').set({ status: 'failed' }).where('id', '=', mayInvoice).execute();
      expect(await figures()).toMatchObject({ may: { revenue: '0.00', failed: 1 }, june: { revenue: '0.00', succeeded: 0, chargedBack: 1, rate: 0 } });

      // A debit removed (its invoice deleted in a test of erasure, say) leaves its month; a credit note takes its amount off.
      await odb.deleteFrom('payments').where('id', '=', failed).execute();
      await odb
        .insertInto('invoices')
        .values({ userId: customer.id, invoiceNumber: 'C-1', kind: 'credit_note', invoiceDate: '2026-06-02', amount: '-12.50', vatAmount: '0.00', totalAmount: '-12.50', description: 'Creditnota', status: 'paid' })
        .execute();
      expect(await figures()).toMatchObject({
        may: { revenue: '0.00', succeeded: 0, failed: 0, chargedBack: 0, rate: null },
        june: { revenue: '-12.50', succeeded: 0, failed: 0, chargedBack: 1, rate: 0 },
      });
    } finally {
      await own.close();
    }
  });
});
