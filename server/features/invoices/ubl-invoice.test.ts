import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { clientWithMandate, line } from '@/server/testing/money-fixtures';
import { ublSchemaErrors, ublValues } from '@/server/testing/ubl-check';
import { EN16931, expectEInvoiceRules, one, PEPPOL } from '@/server/testing/ubl-rules';
import { negatedLines } from '@/src/domain/invoice-lines';
import { loadInvoiceDocument } from '@/db/queries/invoice-documents';
import { createCreditNote } from '@/db/queries/credit-notes';
import { listInvoiceLines } from '@/db/queries/invoice-lines';
import { ublInvoice } from './ubl-invoice';

// Buyers with and without a KvK or VAT number, whole or incomplete address: valid UBL 2.1, Peppol BIS 3.0 only for a buyer Peppol can
// reach (else EN 16931, naming no Peppol address), and the offline-checkable rules (sums per line and rate, mandatory parts, code lists).

let env: TestEnv;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
let debited: { id: string };
let transfer: { id: string };
let halfAddress: { id: string };
let stranger: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  debited = await clientWithMandate(env, 'Els Jansen');
  transfer = await createTestUser(env.services, { role: 'client', fullName: 'Jan Peters' });
  halfAddress = await createTestUser(env.services, { role: 'client', fullName: 'Kees Half' });
  stranger = await createTestUser(env.services, { role: 'client' });
  const profiles = env.services.db.updateTable('profiles');
  await profiles
    .set({ companyName: 'Bakkerij Jansen B.V.', kvkNumber: '87654321', btwNumber: 'NL987654321B01', street: 'Dorpsstraat 12', postcode: '3512 AB', city: 'Utrecht' })
    .where('id', '=', debited.id)
    .execute();
  // No KvK or VAT number: a private person or a sole trader without them.
  await profiles.set({ street: 'Laan 4', postcode: '1234 AB', city: 'Gouda' }).where('id', '=', transfer.id).execute();
  // A KvK number, but an older address that could not be split: only the street holds it.
  await profiles.set({ companyName: 'Half B.V.', kvkNumber: '11223344', street: 'Ergens 1, Nergens' }).where('id', '=', halfAddress.id).execute();
});

afterAll(() => env.close());

describe('the UBL e-invoice', () => {
  it('of an invoice with lines at two rates, collected by direct debit: Peppol, valid UBL 2.1, a line per line, the mandate named', async () => {
    const invoice = await asAdmin.admin.invoices.create({
      userId: debited.id,
      lines: [line('Webshop-pakket; maart', '1234.56'), line('Drukwerk', '49.95', { quantity: '2', vat: '9' }), line('Korting', '-34.56')],
    });
    const { xml, fileName } = await (await callerFor(env.services, debited)).client.invoices.ubl({ invoiceId: invoice.id });
    expect(fileName).toBe(`factuur-${invoice.invoiceNumber}.xml`);
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    await expectEInvoiceRules(xml, 'InvoiceLine');
    expect(await one(xml, 'CustomizationID')).toBe(PEPPOL);
    expect(await one(xml, 'ID')).toBe(invoice.invoiceNumber);
    expect(await one(xml, 'InvoiceTypeCode')).toBe('380');
    const { description } = await env.services.db.selectFrom('invoices').select('description').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(await ublValues(xml, 'Note')).toEqual([description]);
    expect(await ublValues(xml, 'InvoiceLine/Item/Name')).toEqual(['Webshop-pakket; maart', 'Drukwerk', 'Korting']);
    expect(await ublValues(xml, 'InvoiceLine/LineExtensionAmount')).toEqual(['1234.56', '99.90', '-34.56']);
    // The discount is a negative quantity at a positive price.
    expect(await ublValues(xml, 'InvoiceLine/InvoicedQuantity')).toEqual(['1', '2', '-1']);
    expect(await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxableAmount')).toEqual(['1200.00', '99.90']);
    expect(await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxAmount')).toEqual(['252.00', '8.99']);
    expect(await one(xml, 'LegalMonetaryTotal/PayableAmount')).toBe('1560.89');
    expect(await one(xml, 'AccountingCustomerParty/Party/EndpointID')).toBe('87654321');
    expect(await one(xml, 'AccountingCustomerParty/Party/EndpointID/@schemeID')).toBe('0106');
    expect(await one(xml, 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID')).toBe('87654321');
    expect(await one(xml, 'AccountingCustomerParty/Party/PartyTaxScheme/CompanyID')).toBe('NL987654321B01');
    expect(await one(xml, 'AccountingCustomerParty/Party/PostalAddress/StreetName')).toBe('Dorpsstraat 12');
    expect(await one(xml, 'AccountingCustomerParty/Party/PostalAddress/PostalZone')).toBe('3512 AB');
    expect(await one(xml, 'PaymentMeans/PaymentMeansCode')).toBe('59');
    // PEPPOL-EN16931-R061: a direct debit names its mandate; BT-90 the agency's creditor id.
    expect(await one(xml, 'PaymentMeans/PaymentMandate/ID')).toMatch(/\S/);
    expect(await one(xml, 'AccountingSupplierParty/Party/PartyIdentification/ID/@schemeID')).toBe('SEPA');
  });

  it('to a buyer without a KvK or VAT number: plain EN 16931, no buyer address claimed for Peppol, the agency’s IBAN', async () => {
    const invoice = await asAdmin.admin.invoices.create({ userId: transfer.id, lines: [line('Website-pakket', '30')] });
    const { xml } = await asAdmin.admin.invoices.ubl({ invoiceId: invoice.id });
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    await expectEInvoiceRules(xml, 'InvoiceLine');
    expect(await one(xml, 'CustomizationID')).toBe(EN16931);
    expect(xml).not.toContain('schemeID="EM"');
    expect(await one(xml, 'PaymentMeans/PaymentMeansCode')).toBe('58');
    expect(await one(xml, 'PaymentMeans/PayeeFinancialAccount/ID')).toBe(env.services.config.invoicing.agency.iban.replaceAll(' ', ''));
    expect(await one(xml, 'AccountingCustomerParty/Party/PostalAddress/CityName')).toBe('Gouda');
    await expect((await callerFor(env.services, stranger)).client.invoices.ubl({ invoiceId: invoice.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('to a buyer with a KvK number but an incomplete address: plain EN 16931, the address as far as it is known', async () => {
    const invoice = await asAdmin.admin.invoices.create({ userId: halfAddress.id, lines: [line('Hosting', '10')] });
    const { xml } = await asAdmin.admin.invoices.ubl({ invoiceId: invoice.id });
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    await expectEInvoiceRules(xml, 'InvoiceLine');
    expect(await one(xml, 'CustomizationID')).toBe(EN16931);
    expect(await one(xml, 'AccountingCustomerParty/Party/PostalAddress/StreetName')).toBe('Ergens 1, Nergens');
    expect(await ublValues(xml, 'AccountingCustomerParty/Party/PostalAddress/PostalZone')).toEqual([]);
    expect(await one(xml, 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID/@schemeID')).toBe('0106');
  });

  it('with a reverse-charged line: category AE at 0 %, with its exemption reason', async () => {
    const invoice = await asAdmin.admin.invoices.create({ userId: debited.id, lines: [line('Advies', '500', { vat: 'verlegd' }), line('Hosting', '10')] });
    const { xml } = await asAdmin.admin.invoices.ubl({ invoiceId: invoice.id });
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    await expectEInvoiceRules(xml, 'InvoiceLine');
    expect(await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxCategory/ID')).toEqual(['AE', 'S']);
    expect(await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReasonCode')).toEqual(['VATEX-EU-AE']);
    expect(await one(xml, 'LegalMonetaryTotal/PayableAmount')).toBe('512.10');
  });

  it('of a credit note: a UBL CreditNote with positive amounts, a line per credited line, that refers to its invoice', async () => {
    const invoice = await asAdmin.admin.invoices.create({ userId: debited.id, lines: [line('Website-pakket', '30'), line('Extra pagina', '15', { quantity: '2' })] });
    const row = await env.services.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    // A credit note row with the invoice's lines negated, as a whole refund makes it.
    const note = await env.services.db.transaction().execute(async (trx) => {
      return createCreditNote(trx, {
        creditFor: row,
        userId: row.userId,
        lines: negatedLines(await listInvoiceLines(trx, row.id)),
        totals: { subtotal: '-60.00', vat: '-12.60', total: '-72.60' },
        description: `Creditering van factuur ${row.invoiceNumber}`,
        invoiceDate: row.invoiceDate,
        agency: env.services.config.invoicing.agency,
      });
    });
    const { xml, fileName } = await ublInvoice(await loadInvoiceDocument(env.services.db, note, env.services.config.invoicing.agency));
    expect(fileName).toBe(`creditfactuur-${note.invoiceNumber}.xml`);
    expect(await ublSchemaErrors(xml, 'CreditNote')).toBe('');
    await expectEInvoiceRules(xml, 'CreditNoteLine');
    expect(await one(xml, 'CustomizationID')).toBe(PEPPOL);
    expect(await one(xml, 'CreditNoteTypeCode')).toBe('381');
    expect(await one(xml, 'BillingReference/InvoiceDocumentReference/ID')).toBe(invoice.invoiceNumber);
    expect(await ublValues(xml, 'CreditNoteLine/LineExtensionAmount')).toEqual(['30.00', '30.00']);
    expect(await ublValues(xml, 'CreditNoteLine/CreditedQuantity')).toEqual(['1', '2']);
    expect(await one(xml, 'LegalMonetaryTotal/PayableAmount')).toBe('72.60');
  });

  it('the schema check does fail on a broken document', async () => {
    const invoice = await asAdmin.admin.invoices.create({ userId: transfer.id, lines: [line('Website-pakket', '30')] });
    const { xml } = await asAdmin.admin.invoices.ubl({ invoiceId: invoice.id });
    expect(await ublSchemaErrors(xml.replace('<cbc:IssueDate>', '<cbc:IssueDatum>').replace('</cbc:IssueDate>', '</cbc:IssueDatum>'), 'Invoice')).not.toBe('');
  });

  it('Facturatiebeheer names the invoiced clients Peppol cannot reach, and why', async () => {
    // Each has an invoice by now; the stranger has none and is nobody the admin bills, nor is the admin.
    const { items, total } = await asAdmin.admin.invoices.peppolGaps({ page: 1 });
    const byId = new Map(items.map((item) => [item.id, item.obstacles]));
    expect(byId.get(transfer.id)).toEqual(['no_identifier']);
    expect(byId.get(halfAddress.id)).toEqual(['address_incomplete']);
    expect([...byId.keys()].sort()).toEqual([transfer.id, halfAddress.id].sort());
    expect(total).toBe(2);
    // The same reasons the invoice dialog gives for one client.
    expect((await asAdmin.admin.invoices.client({ userId: halfAddress.id })).peppolObstacles).toEqual(['address_incomplete']);
    expect((await asAdmin.admin.invoices.client({ userId: debited.id })).peppolObstacles).toEqual([]);
  });
});
