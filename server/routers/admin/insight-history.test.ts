import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser } from '@/server/testing/harness';

// The dashboard's figures that depend on history: last month's recurring revenue with the statuses
// of then, and revenue and collection per month as the database keeps them through every change.

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
        .values({ userId: customer.id, amount: '40.00', description: 'Onderhoud', recurringDay: 28, firstPeriod: '2026-03', createdAt: new Date('2026-03-01T08:00:00Z'), pausedAt: new Date('2026-04-20T08:00:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow();

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

describe('revenue and collection per month, kept by the database', () => {
  it('follow every change to invoices and debits, and agree with counting them all again', async () => {
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
            .values({ userId: customer.id, invoiceNumber: `M-${++n}`, kind: 'invoice', invoiceDate, amount, vatRate: '21.00', vatAmount: '0.00', totalAmount: amount, description: 'Website', status })
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

      // A debit removed (its invoice deleted in a test of erasure, say) leaves its month.
      await odb.deleteFrom('payments').where('id', '=', failed).execute();
      const counted = await sql<{ period: string; revenue: string; succeeded: number; failed: number; chargedBack: number }>`
        SELECT period, revenue::text AS revenue, debits_succeeded AS succeeded, debits_failed AS failed, debits_charged_back AS "chargedBack"
        FROM insight_months WHERE revenue <> 0 OR debits_succeeded <> 0 OR debits_failed <> 0 OR debits_charged_back <> 0 ORDER BY period`.execute(odb);
      const recounted = await sql<{ period: string; revenue: string; succeeded: number; failed: number; chargedBack: number }>`
        SELECT period, coalesce(r.revenue, 0)::numeric(14,2)::text AS revenue, coalesce(d.succeeded, 0)::int AS succeeded, coalesce(d.failed, 0)::int AS failed, coalesce(d.charged_back, 0)::int AS "chargedBack"
        FROM (SELECT to_char(invoice_date, 'YYYY-MM') AS period, sum(amount) AS revenue FROM invoices WHERE status = 'paid' GROUP BY 1) r
        FULL JOIN (SELECT to_char(created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM') AS period,
            count(*) FILTER (WHERE status = 'paid' AND charged_back_amount = 0) AS succeeded,
            count(*) FILTER (WHERE status = 'failed') AS failed,
            count(*) FILTER (WHERE charged_back_amount > 0) AS charged_back
          FROM payments WHERE kind = 'invoice' AND method = 'directdebit' GROUP BY 1) d USING (period)
        WHERE coalesce(r.revenue, 0) <> 0 OR d.succeeded + d.failed + d.charged_back > 0 ORDER BY period`.execute(odb);
      expect(counted.rows).toEqual(recounted.rows);
      expect(counted.rows).toEqual([{ period: '2026-06', revenue: '0.00', succeeded: 0, failed: 0, chargedBack: 1 }]);
    } finally {
      await own.close();
    }
  });
});
