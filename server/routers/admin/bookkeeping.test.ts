import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { centsToMoney, parseMoneyToCents } from '@/src/domain/money';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { line } from '@/server/testing/money-fixtures';
import { todayInAmsterdam } from '@/src/dates';

// The bookkeeping export read back as bookkeeping software reads it: its rows add up to the totals
// Facturatiebeheer shows for the period.

let env: TestEnv;
let admin: { id: string };
let client: { id: string };
let counter = 0;

async function invoice(values: { date: string; amount: string; vat: string; status: 'paid' | 'pending' | 'cancelled' | 'charged_back'; kind?: 'invoice' | 'credit_note'; name?: string; description?: string; paidAt?: string }) {
  const total = centsToMoney(parseMoneyToCents(values.amount)! + parseMoneyToCents(values.vat)!);
  const row = await env.services.db
    .insertInto('invoices')
    .values({
      userId: client.id,
      invoiceNumber: `2026-${String(++counter).padStart(4, '0')}`,
      kind: values.kind ?? 'invoice',
      invoiceDate: values.date,
      dueDate: values.kind === 'credit_note' ? null : values.date.replace(/-\d\d$/, '-28'),
      amount: values.amount,
      vatAmount: values.vat,
      totalAmount: total,
      description: values.description ?? 'Website pakket',
      status: values.status,
      billingName: values.name ?? 'Bakkerij de Vries B.V.',
      billingKvk: '12345678',
      billingBtw: 'NL001234567B01',
      paidAt: values.paidAt ? new Date(values.paidAt) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Its one line at 21 % (or its credit, negative), as every invoice has.
  await env.services.db
    .insertInto('invoiceLines')
    .values({ invoiceId: row.id, position: 1, description: values.description ?? 'Website pakket', quantity: '1.00', unitPrice: values.amount, vatRate: '21.00' })
    .execute();
  return row.id;
}

/** A CSV parser for ';' with RFC 4180 quotes, as a spreadsheet reads the file. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      record.push(value);
      value = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(value);
      records.push(record);
      record = [];
      value = '';
      i++;
    } else value += char;
  }
  return records;
}

const cents = (dutch: string) => parseMoneyToCents(dutch.replace(',', '.'))!;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
  client = await createTestUser(env.services, { role: 'client' });
  const paid = await invoice({ date: '2026-04-03', amount: '30.00', vat: '6.30', status: 'paid', paidAt: '2026-04-08T09:00:00Z' });
  await env.services.db
    .insertInto('payments')
    .values({ kind: 'invoice', method: 'directdebit', amount: '36.30', status: 'paid', userId: client.id, invoiceId: paid, paidAt: new Date('2026-04-08T09:00:00Z') })
    .execute();
  await invoice({ date: '2026-05-01', amount: '1250.50', vat: '262.61', status: 'pending', name: '=HYPERLINK("x")', description: 'Webshop; "premium" pakket' });
  await invoice({ date: '2026-05-15', amount: '-10.00', vat: '-2.10', status: 'paid', kind: 'credit_note', paidAt: '2026-05-15T12:00:00Z' });
  await invoice({ date: '2026-06-30', amount: '55.00', vat: '11.55', status: 'charged_back' });
  await invoice({ date: '2026-06-10', amount: '99.00', vat: '20.79', status: 'cancelled' });
  await invoice({ date: '2026-07-01', amount: '500.00', vat: '105.00', status: 'paid' });
  await invoice({ date: '2026-03-31', amount: '500.00', vat: '105.00', status: 'paid' });
});

afterAll(() => env.close());

describe('the bookkeeping export', () => {
  it('a quarter as CSV: BOM, semicolons, decimal comma, credit notes negative, totals as on screen', async () => {
    const asAdmin = await callerFor(env.services, admin);
    const period = { from: '2026-04-01', until: '2026-06-30' };
    const [{ csv, fileName }, totals] = await Promise.all([asAdmin.admin.invoices.exportCsv(period), asAdmin.admin.invoices.exportTotals(period)]);
    expect(fileName).toBe('facturen-2026-04-01-tot-en-met-2026-06-30.csv');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
    expect(header).toEqual([...insightWords.bookkeeping.columns]);
    expect(rows.map((row) => row[0])).toEqual(['2026-0001', '2026-0002', '2026-0003', '2026-0005', '2026-0004']);
    expect(rows[0]).toEqual(['2026-0001', '03-04-2026', '28-04-2026', 'Bakkerij de Vries B.V.', '12345678', 'NL001234567B01', 'Website pakket', '30,00', '21,00', '6,30', '36,30', 'Betaald', '08-04-2026', 'Automatische incasso']);
    expect(rows[1]!.slice(3, 11)).toEqual(["'=HYPERLINK(\"x\")", '12345678', 'NL001234567B01', 'Webshop; "premium" pakket', '1250,50', '21,00', '262,61', '1513,11']);
    expect(rows[2]!.slice(7, 14)).toEqual(['-10,00', '21,00', '-2,10', '-12,10', 'Betaald', '15-05-2026', insightWords.bookkeeping.refundMethod]);

    // What bookkeeping software adds up, against the totals shown in the export dialog.
    const counted = rows.filter((row) => row[11] !== 'Geannuleerd');
    const sum = (column: number) => centsToMoney(counted.reduce((total, row) => total + cents(row[column]!), 0));
    expect(totals).toEqual({ count: 4, subtotal: '1325.50', vat: '278.36', total: '1603.86' });
    expect({ count: counted.length, subtotal: sum(7), vat: sum(9), total: sum(10) }).toEqual(totals);
  });

  it('refuses a reversed or too long period, and anyone but an admin', async () => {
    const asAdmin = await callerFor(env.services, admin);
    await expect(asAdmin.admin.invoices.exportCsv({ from: '2026-06-01', until: '2026-05-01' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(asAdmin.admin.invoices.exportCsv({ from: '2025-01-01', until: '2026-06-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const asClient = await callerFor(env.services, client);
    await expect(asClient.admin.invoices.exportCsv({ from: '2026-04-01', until: '2026-06-30' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('books an invoice with lines at two rates as a record per rate, adding up to the invoice', async () => {
    const asAdmin = await callerFor(env.services, admin);
    // The rows above were numbered by hand: the series continues after them.
    const year = Number(todayInAmsterdam().slice(0, 4));
    await env.services.db.insertInto('invoiceCounters').values({ year, lastNumber: 100 }).onConflict((oc) => oc.column('year').doUpdateSet({ lastNumber: 100 })).execute();
    const { id, invoiceNumber } = await asAdmin.admin.invoices.create({
      userId: client.id,
      lines: [line('Webshop-pakket', '55'), line('Drukwerk', '49.95', { quantity: '2', vat: '9' }), line('Hosting', '10')],
    });
    const row = await env.services.db.selectFrom('invoices').select(['invoiceDate', 'totalAmount']).where('id', '=', id).executeTakeFirstOrThrow();
    const { csv } = await asAdmin.admin.invoices.exportCsv({ from: row.invoiceDate, until: row.invoiceDate });
    const records = parseCsv(csv.slice(1)).filter((record) => record[0] === invoiceNumber);
    expect(records.map((record) => record.slice(6, 11))).toEqual([
      ['Webshop-pakket; Hosting', '65,00', '21,00', '13,65', '78,65'],
      ['Drukwerk', '99,90', '9,00', '8,99', '108,89'],
    ]);
    expect(centsToMoney(records.reduce((total, record) => total + cents(record[10]!), 0))).toBe(row.totalAmount);
  });
});
