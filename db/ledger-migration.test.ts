import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDbAt } from './testing/test-db';
import { migrateToLatest } from './migrator';
import { migrations } from '@/migrations/index';
import type { DbHandle } from './create-db';

// The one payments ledger, reached from a database that still holds module payments in payments
// and invoice payments (a debit and a pay link, one of them cancelled the old way) in their own table.

const BEFORE_LEDGER = '20261125_0100_module_names';

describe('moving every payment into the one ledger', () => {
  let handle: DbHandle;
  const ids = { client: '', project: '', module: '', invoice: '', deleted: '' };

  beforeAll(async () => {
    handle = await createTestDbAt(BEFORE_LEDGER);
    const db = handle.db;
    const one = async <T,>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0]!;
    ids.client = (await one<{ id: string }>(sql`INSERT INTO users (email, password_hash) VALUES ('klant@test.nl', 'x') RETURNING id`)).id;
    await sql`INSERT INTO profiles (id, email, full_name) VALUES (${ids.client}, 'klant@test.nl', 'Klant')`.execute(db);
    ids.project = (await one<{ id: string }>(sql`INSERT INTO projects (client_id, package_type, monthly_price) VALUES (${ids.client}, 'website', 30) RETURNING id`)).id;
    ids.module = (await one<{ id: string }>(sql`INSERT INTO modules (title, description, price) VALUES ('SEO', 'Vindbaar', 49) RETURNING id`)).id;
    const invoice = `INSERT INTO invoices (user_id, invoice_number, amount, vat_rate, vat_amount, total_amount, description, status)`;
    ids.invoice = (await one<{ id: string }>(sql.raw(`${invoice} VALUES ('${ids.client}', '2026-0001', 30, 21, 6.30, 36.30, 'Website', 'paid') RETURNING id`))).id;
    ids.deleted = (await one<{ id: string }>(sql.raw(`${invoice} VALUES (NULL, '2026-0002', 30, 21, 6.30, 36.30, 'Van een verwijderd account', 'failed') RETURNING id`))).id;
    await sql`INSERT INTO payments (provider_payment_id, kind, user_id, project_id, module_id, amount, status, paid_at)
              VALUES ('tr_module_paid', 'module', ${ids.client}, ${ids.project}, ${ids.module}, 49, 'paid', now()),
                     ('tr_module_open_old', 'module', ${ids.client}, ${ids.project}, ${ids.module}, 49, 'open', NULL)`.execute(db);
    await sql`INSERT INTO payments (provider_payment_id, kind, user_id, project_id, module_id, amount, status, created_at)
              VALUES ('tr_module_open_new', 'module', ${ids.client}, ${ids.project}, ${ids.module}, 49, 'open', now() + interval '1 minute')`.execute(db);
    await sql`INSERT INTO invoice_payments (provider_payment_id, invoice_id, method, amount, status)
              VALUES ('tr_debit', ${ids.invoice}, 'directdebit', 36.30, 'paid'),
                     ('tr_link_cancelled', ${ids.invoice}, 'paylink', 36.30, 'canceled'),
                     ('tr_debit_deleted', ${ids.deleted}, 'directdebit', 36.30, 'failed')`.execute(db);
    await migrateToLatest(db);
  });
  afterAll(() => handle.close());

  it('applies the migrations in one order, the order of their names', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps every payment, each with its kind, method, payer and target, spelled cancelled', async () => {
    const rows = await handle.db
      .selectFrom('payments')
      .select(['providerPaymentId', 'kind', 'method', 'userId', 'invoiceId', 'projectId', 'moduleId', 'amount', 'status'])
      .orderBy('providerPaymentId')
      .execute();
    expect(rows).toEqual([
      { providerPaymentId: 'tr_debit', kind: 'invoice', method: 'directdebit', userId: ids.client, invoiceId: ids.invoice, projectId: null, moduleId: null, amount: '36.30', status: 'paid' },
      { providerPaymentId: 'tr_debit_deleted', kind: 'invoice', method: 'directdebit', userId: null, invoiceId: ids.deleted, projectId: null, moduleId: null, amount: '36.30', status: 'failed' },
      { providerPaymentId: 'tr_link_cancelled', kind: 'invoice', method: 'paylink', userId: ids.client, invoiceId: ids.invoice, projectId: null, moduleId: null, amount: '36.30', status: 'cancelled' },
      { providerPaymentId: 'tr_module_open_new', kind: 'module', method: 'checkout', userId: ids.client, invoiceId: null, projectId: ids.project, moduleId: ids.module, amount: '49.00', status: 'open' },
      { providerPaymentId: 'tr_module_open_old', kind: 'module', method: 'checkout', userId: ids.client, invoiceId: null, projectId: ids.project, moduleId: ids.module, amount: '49.00', status: 'open' },
      { providerPaymentId: 'tr_module_paid', kind: 'module', method: 'checkout', userId: ids.client, invoiceId: null, projectId: ids.project, moduleId: ids.module, amount: '49.00', status: 'paid' },
    ]);
    const tables = await sql<{ name: string }>`select tablename as name from pg_tables where tablename = 'invoice_payments'`.execute(handle.db);
    expect(tables.rows).toEqual([]);
  });

  it('keeps one open checkout per purchase: the newest of two open ones holds the key', async () => {
    const open = await handle.db.selectFrom('payments').select(['providerPaymentId', 'purchaseKey']).where('status', '=', 'open').orderBy('providerPaymentId').execute();
    expect(open).toEqual([
      { providerPaymentId: 'tr_module_open_new', purchaseKey: `module:${ids.project}:${ids.module}` },
      { providerPaymentId: 'tr_module_open_old', purchaseKey: null },
    ]);
    await expect(
      sql`UPDATE payments SET purchase_key = ${`module:${ids.project}:${ids.module}`} WHERE provider_payment_id = 'tr_module_open_old'`.execute(handle.db),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('starts each payment\'s history with what is known: started, and paid or failed', async () => {
    const events = await handle.db
      .selectFrom('paymentEvents')
      .innerJoin('payments', 'payments.id', 'paymentEvents.paymentId')
      .select(['payments.providerPaymentId', 'paymentEvents.kind'])
      .where('payments.providerPaymentId', 'in', ['tr_debit', 'tr_link_cancelled'])
      .orderBy('payments.providerPaymentId')
      .orderBy('paymentEvents.kind', 'desc')
      .execute();
    expect(events).toEqual([
      { providerPaymentId: 'tr_debit', kind: 'paid' },
      { providerPaymentId: 'tr_debit', kind: 'created' },
      { providerPaymentId: 'tr_link_cancelled', kind: 'created' },
      { providerPaymentId: 'tr_link_cancelled', kind: 'cancelled' },
    ]);
  });

  it('refuses a database whose history runs in another order', async () => {
    await sql`UPDATE kysely_migration SET timestamp = '2020-01-01' WHERE name = '20261126_0200_refunds_credit_notes'`.execute(handle.db);
    await expect(migrateToLatest(handle.db)).rejects.toThrow(/Migratie/);
  });
});
