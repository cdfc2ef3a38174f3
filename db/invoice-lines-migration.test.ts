import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDbAt } from './testing/test-db';
import { migrateToLatest } from './migrator';
import type { DbHandle } from './create-db';
import { isAddressComplete } from '@/src/domain/postal-address';

// Invoices in lines and addresses in parts, reached from a database with one amount and rate per
// invoice and schedule, and addresses typed on one line.

const BEFORE = '20261129_0303_activity_log_guard';

describe('invoice lines and addresses in parts', () => {
  let handle: DbHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await createTestDbAt(BEFORE);
    const db = handle.db;
    const addresses: Record<string, string | null> = {
      oneLine: 'Dorpsstraat 12, 3512ab Utrecht',
      twoLines: 'Laan van Meerdervoort 5a\n2517 AB Den Haag, Nederland',
      unparsed: 'Kerkstraat 1, Gouda',
      none: null,
    };
    for (const [key, address] of Object.entries(addresses)) {
      const { rows } = await sql<{ id: string }>`INSERT INTO users (email, password_hash) VALUES (${`${key.toLowerCase()}@test.nl`}, 'x') RETURNING id`.execute(db);
      ids[key] = rows[0]!.id;
      await sql`INSERT INTO profiles (id, email, full_name, address) VALUES (${ids[key]}, ${`${key.toLowerCase()}@test.nl`}, ${key}, ${address})`.execute(db);
    }
    const { rows: schedules } = await sql<{ id: string }>`INSERT INTO invoice_schedules (user_id, amount, description, recurring_day, first_period)
      VALUES (${ids.oneLine}, 55.00, 'Webshop-pakket', 15, '2026-10') RETURNING id`.execute(db);
    ids.schedule = schedules[0]!.id;
    const invoice = (number: string, rate: number, vat: string, total: string, scheduleId: string | null, period: string | null) =>
      sql<{ id: string }>`INSERT INTO invoices (user_id, invoice_number, amount, vat_rate, vat_amount, total_amount, description, status, billing_name, billing_address, schedule_id, period)
        VALUES (${ids.oneLine}, ${number}, 55.00, ${rate}, ${vat}, ${total}, 'Webshop-pakket', 'paid', 'Bakkerij', 'Dorpsstraat 12, 3512ab Utrecht', ${scheduleId}, ${period}) RETURNING id`.execute(db);
    ids.monthly = (await invoice('2026-0001', 21, '11.55', '66.55', ids.schedule, '2026-10')).rows[0]!.id;
    // The schedule's last invoice had 9 %: its line keeps that rate.
    ids.lower = (await invoice('2026-0002', 9, '4.95', '59.95', ids.schedule, '2026-11')).rows[0]!.id;
    await migrateToLatest(db);
  });
  afterAll(() => handle.close());

  it('reads every older invoice as one line of its amount at its rate, its totals unchanged', async () => {
    const lines = await handle.db
      .selectFrom('invoiceLines')
      .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
      .select(['invoices.invoiceNumber', 'position', 'invoiceLines.description', 'quantity', 'unitPrice', 'vatRate', 'reverseCharge', 'invoices.totalAmount'])
      .orderBy('invoices.invoiceNumber')
      .execute();
    expect(lines).toEqual([
      { invoiceNumber: '2026-0001', position: 1, description: 'Webshop-pakket', quantity: '1.00', unitPrice: '55.00', vatRate: '21.00', reverseCharge: false, totalAmount: '66.55' },
      { invoiceNumber: '2026-0002', position: 1, description: 'Webshop-pakket', quantity: '1.00', unitPrice: '55.00', vatRate: '9.00', reverseCharge: false, totalAmount: '59.95' },
    ]);
    const scheduleLines = await handle.db.selectFrom('invoiceScheduleLines').select(['description', 'unitPrice', 'vatRate']).where('scheduleId', '=', ids.schedule!).execute();
    expect(scheduleLines).toEqual([{ description: 'Webshop-pakket', unitPrice: '55.00', vatRate: '9.00' }]);
    const schedule = await handle.db.selectFrom('invoiceSchedules').select(['paymentTermDays', 'projectId']).where('id', '=', ids.schedule!).executeTakeFirstOrThrow();
    expect(schedule).toEqual({ paymentTermDays: 14, projectId: null });
  });

  it('splits addresses that read as Dutch, keeps the rest whole in the street, and asks for the rest', async () => {
    const profiles = await handle.db.selectFrom('profiles').select(['fullName', 'street', 'postcode', 'city', 'country']).orderBy('fullName').execute();
    expect(profiles).toEqual([
      { fullName: 'none', street: null, postcode: null, city: null, country: 'NL' },
      { fullName: 'oneLine', street: 'Dorpsstraat 12', postcode: '3512 AB', city: 'Utrecht', country: 'NL' },
      { fullName: 'twoLines', street: 'Laan van Meerdervoort 5a', postcode: '2517 AB', city: 'Den Haag', country: 'NL' },
      { fullName: 'unparsed', street: 'Kerkstraat 1, Gouda', postcode: null, city: null, country: 'NL' },
    ]);
    // The unsplit one is incomplete: the client is asked to complete it on their next visit.
    expect(profiles.map((profile) => [profile.fullName, isAddressComplete(profile)])).toEqual([
      ['none', false],
      ['oneLine', true],
      ['twoLines', true],
      ['unparsed', false],
    ]);
    const billing = await handle.db.selectFrom('invoices').select(['billingStreet', 'billingPostcode', 'billingCity', 'billingCountry']).where('id', '=', ids.monthly!).executeTakeFirstOrThrow();
    expect(billing).toEqual({ billingStreet: 'Dorpsstraat 12', billingPostcode: '3512 AB', billingCity: 'Utrecht', billingCountry: 'NL' });
  });
});
