import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { clientWithMandate } from '@/server/testing/money-fixtures';
import { ublSchemaErrors, ublValues } from '@/server/testing/ubl-check';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { toInvoiceDocument } from '@/db/queries/invoices';
import { ublInvoice } from './ubl-invoice';

// The e-invoice of an invoice paid by direct debit, of one paid by transfer and of a credit note:
// valid against the UBL 2.1 schema, and keeping the Peppol BIS Billing 3.0 rules that can be
// checked offline (sums, mandatory parts, code lists).

let env: TestEnv;
let admin: { id: string };
let debited: { id: string };
let transfer: { id: string };
let stranger: { id: string };

/** UNCL5305 VAT categories and the ISO 4217 code the agency bills in (Peppol BIS code lists). */
const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'];
const CURRENCIES = ['EUR'];

const cents = (values: string[]) => values.reduce((sum, value) => sum + moneyToCents(value), 0);
const one = async (xml: string, localPath: string) => {
  const values = await ublValues(xml, localPath);
  expect(values, localPath).toHaveLength(1);
  return values[0]!;
};

/** The offline Peppol BIS 3.0 / EN 16931 rules this portal's documents can break. */
async function expectPeppolRules(xml: string, line: 'InvoiceLine' | 'CreditNoteLine') {
  expect(await one(xml, 'CustomizationID')).toBe('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  expect(await one(xml, 'ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  expect(CURRENCIES).toContain(await one(xml, 'DocumentCurrencyCode'));
  for (const currency of await ublValues(xml, 'LegalMonetaryTotal/PayableAmount/@currencyID')) expect(CURRENCIES).toContain(currency);
  // BT-10 buyer reference (PEPPOL-EN16931-R003); both parties' electronic addresses (R010, R020); names and countries (BR-06, BR-07, BR-09, BR-11).
  expect(await one(xml, 'BuyerReference')).not.toBe('');
  for (const party of ['AccountingSupplierParty', 'AccountingCustomerParty']) {
    expect(await one(xml, `${party}/Party/EndpointID`)).not.toBe('');
    expect(await one(xml, `${party}/Party/EndpointID/@schemeID`)).toMatch(/^(0106|9944|EM)$/);
    expect(await one(xml, `${party}/Party/PartyLegalEntity/RegistrationName`)).not.toBe('');
    expect(await one(xml, `${party}/Party/PostalAddress/Country/IdentificationCode`)).toBe('NL');
  }
  // BR-S-02: the seller's VAT identifier with standard-rated VAT.
  expect(await one(xml, 'AccountingSupplierParty/Party/PartyTaxScheme/CompanyID')).toMatch(/^NL\d{9}B\d{2}$/);

  const lines = await ublValues(xml, `${line}/LineExtensionAmount`);
  const lineTotal = await one(xml, 'LegalMonetaryTotal/LineExtensionAmount');
  const taxExclusive = await one(xml, 'LegalMonetaryTotal/TaxExclusiveAmount');
  const taxInclusive = await one(xml, 'LegalMonetaryTotal/TaxInclusiveAmount');
  const payable = await one(xml, 'LegalMonetaryTotal/PayableAmount');
  const taxTotal = await one(xml, 'TaxTotal/TaxAmount');
  const taxable = await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxableAmount');
  const subtotalTax = await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxAmount');
  const percents = await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxCategory/Percent');
  expect(centsToMoney(cents(lines))).toBe(lineTotal); // BR-CO-10
  expect(taxExclusive).toBe(lineTotal); // BR-CO-13, no allowances or charges
  expect(centsToMoney(cents(subtotalTax))).toBe(taxTotal); // BR-CO-14
  expect(centsToMoney(moneyToCents(taxExclusive) + moneyToCents(taxTotal))).toBe(taxInclusive); // BR-CO-15
  expect(payable).toBe(taxInclusive); // BR-CO-16, nothing prepaid
  expect(centsToMoney(cents(taxable))).toBe(lineTotal); // BR-S-08
  taxable.forEach((base, i) => {
    // BR-S-09 / BR-CO-17: the category's VAT is its base times its rate, rounded to the cent.
    expect(centsToMoney(Math.round((moneyToCents(base) * Number(percents[i])) / 100))).toBe(subtotalTax[i]);
  });
  for (const amount of [...lines, lineTotal, payable]) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  for (const category of [
    ...(await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxCategory/ID')),
    ...(await ublValues(xml, `${line}/Item/ClassifiedTaxCategory/ID`)),
  ])
    expect(VAT_CATEGORIES).toContain(category);
}

beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
  debited = await clientWithMandate(env, 'Els Jansen');
  transfer = await createTestUser(env.services, { role: 'client', fullName: 'Jan Peters' });
  stranger = await createTestUser(env.services, { role: 'client' });
  await env.services.db
    .updateTable('profiles')
    .set({ companyName: 'Bakkerij Jansen B.V.', kvkNumber: '87654321', btwNumber: 'NL987654321B01', address: 'Dorpsstraat 12, 3512 AB Utrecht' })
    .where('id', '=', debited.id)
    .execute();
});

afterAll(() => env.close());

describe('the UBL e-invoice', () => {
  it('of an invoice collected by direct debit: valid UBL 2.1, Peppol rules kept, the mandate named', async () => {
    const invoice = await (await callerFor(env.services, admin)).admin.invoices.create({ userId: debited.id, amount: '1234.56', description: 'Webshop-pakket; maart' });
    const { xml, fileName } = await (await callerFor(env.services, debited)).client.invoices.ubl({ invoiceId: invoice.id });
    expect(fileName).toBe(`factuur-${invoice.invoiceNumber}.xml`);
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    await expectPeppolRules(xml, 'InvoiceLine');
    expect(await one(xml, 'ID')).toBe(invoice.invoiceNumber);
    expect(await one(xml, 'InvoiceTypeCode')).toBe('380');
    expect(await one(xml, 'LegalMonetaryTotal/PayableAmount')).toBe('1493.82');
    expect(await one(xml, 'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName')).toBe('Bakkerij Jansen B.V.');
    expect(await one(xml, 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID')).toBe('87654321');
    expect(await one(xml, 'AccountingCustomerParty/Party/PartyTaxScheme/CompanyID')).toBe('NL987654321B01');
    expect(await one(xml, 'AccountingCustomerParty/Party/PostalAddress/PostalZone')).toBe('3512 AB');
    expect(await one(xml, 'PaymentMeans/PaymentMeansCode')).toBe('59');
    // PEPPOL-EN16931-R061: a direct debit names its mandate; BT-90 the agency's creditor id.
    expect(await one(xml, 'PaymentMeans/PaymentMandate/ID')).toMatch(/\S/);
    expect(await one(xml, 'AccountingSupplierParty/Party/PartyIdentification/ID/@schemeID')).toBe('SEPA');
  });

  it('of an invoice paid by transfer: the agency’s IBAN', async () => {
    const invoice = await (await callerFor(env.services, admin)).admin.invoices.create({ userId: transfer.id, amount: '30', description: 'Website-pakket' });
    const { xml } = await (await callerFor(env.services, admin)).admin.invoices.ubl({ invoiceId: invoice.id });
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    await expectPeppolRules(xml, 'InvoiceLine');
    expect(await one(xml, 'PaymentMeans/PaymentMeansCode')).toBe('58');
    expect(await one(xml, 'PaymentMeans/PayeeFinancialAccount/ID')).toBe(env.services.config.invoicing.agency.iban.replaceAll(' ', ''));
    // Without a KvK number or VAT id the buyer is reached by mail.
    expect(await one(xml, 'AccountingCustomerParty/Party/EndpointID/@schemeID')).toBe('EM');
    await expect((await callerFor(env.services, stranger)).client.invoices.ubl({ invoiceId: invoice.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('of a credit note: a UBL CreditNote with positive amounts that refers to its invoice', async () => {
    const invoice = await (await callerFor(env.services, admin)).admin.invoices.create({ userId: debited.id, amount: '30', description: 'Website-pakket' });
    const row = await env.services.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    const credited = toInvoiceDocument({ ...row, kind: 'credit_note', invoiceNumber: '2099-0001', amount: '-10.00', vatAmount: '-2.10', totalAmount: '-12.10', status: 'paid', dueDate: null }, env.services.config.invoicing.agency, invoice.invoiceNumber);
    const { xml, fileName } = await ublInvoice(credited);
    expect(fileName).toBe('creditfactuur-2099-0001.xml');
    expect(await ublSchemaErrors(xml, 'CreditNote')).toBe('');
    await expectPeppolRules(xml, 'CreditNoteLine');
    expect(await one(xml, 'CreditNoteTypeCode')).toBe('381');
    expect(await one(xml, 'BillingReference/InvoiceDocumentReference/ID')).toBe(invoice.invoiceNumber);
    expect(await one(xml, 'LegalMonetaryTotal/PayableAmount')).toBe('12.10');
  });

  it('the schema check does fail on a broken document', async () => {
    const invoice = await (await callerFor(env.services, admin)).admin.invoices.create({ userId: transfer.id, amount: '30', description: 'Website-pakket' });
    const { xml } = await (await callerFor(env.services, admin)).admin.invoices.ubl({ invoiceId: invoice.id });
    expect(await ublSchemaErrors(xml.replace('<cbc:IssueDate>', '<cbc:IssueDatum>').replace('</cbc:IssueDate>', '</cbc:IssueDatum>'), 'Invoice')).not.toBe('');
  });
});
