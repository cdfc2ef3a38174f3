import { expect } from 'vitest';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { ublValues } from './ubl-check';

// The offline part of the official e-invoice rules (CEN EN 16931, plus Peppol BIS 3.0 with the Dutch rules when the document claims
// Peppol) that this portal's documents could break, for every test that makes a UBL file; the Schematron itself is not run.

export const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const EN16931 = 'urn:cen.eu:en16931:2017';
/** UNCL5305 VAT categories and the ISO 4217 code the agency bills in (EN 16931 code lists). */
const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'];
/** Peppol's electronic address schemes this portal uses: KvK and the Dutch VAT number (never 'EM'). */
const PEPPOL_SCHEMES = /^(0106|9944)$/;

const cents = (values: string[]) => values.reduce((sum, value) => sum + moneyToCents(value), 0);
/** The one value at a path; fails when there is none or more than one. */
export const one = async (xml: string, localPath: string) => {
  const values = await ublValues(xml, localPath);
  expect(values, localPath).toHaveLength(1);
  return values[0]!;
};

/** The offline EN 16931 rules (and Peppol's when the document claims Peppol) this portal's documents can break. */
export async function expectEInvoiceRules(xml: string, line: 'InvoiceLine' | 'CreditNoteLine') {
  const peppol = (await one(xml, 'CustomizationID')) === PEPPOL;
  expect(await one(xml, 'DocumentCurrencyCode')).toBe('EUR');
  expect(await one(xml, 'BuyerReference')).not.toBe('');
  for (const party of ['AccountingSupplierParty', 'AccountingCustomerParty']) {
    expect(await one(xml, `${party}/Party/PartyLegalEntity/RegistrationName`)).not.toBe('');
    expect(await one(xml, `${party}/Party/PostalAddress/Country/IdentificationCode`)).toMatch(/^[A-Z]{2}$/);
    // PEPPOL-EN16931-CL008: only schemes of Peppol's list; a plain document has no buyer address at all rather than 'EM'.
    for (const scheme of await ublValues(xml, `${party}/Party/EndpointID/@schemeID`)) expect(scheme).toMatch(PEPPOL_SCHEMES);
  }
  if (peppol) {
    expect(await one(xml, 'ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(await one(xml, 'AccountingCustomerParty/Party/EndpointID')).not.toBe(''); // PEPPOL-EN16931-R010
    // NL-R-004: a Dutch buyer's address has street, city and post code (a Dutch one, 1234 AB).
    if ((await one(xml, 'AccountingCustomerParty/Party/PostalAddress/Country/IdentificationCode')) === 'NL') {
      for (const part of ['StreetName', 'CityName']) expect(await one(xml, `AccountingCustomerParty/Party/PostalAddress/${part}`)).toMatch(/\S/);
      expect(await one(xml, 'AccountingCustomerParty/Party/PostalAddress/PostalZone')).toMatch(/^[1-9][0-9]{3} ?[A-Z]{2}$/);
    }
  } else {
    expect(await ublValues(xml, 'ProfileID')).toEqual([]);
    expect(await ublValues(xml, 'AccountingCustomerParty/Party/EndpointID')).toEqual([]);
  }
  // NL-R-002 and BR-S-02: the agency's whole address and its VAT identifier.
  for (const part of ['StreetName', 'CityName', 'PostalZone']) expect(await one(xml, `AccountingSupplierParty/Party/PostalAddress/${part}`)).not.toBe('');
  expect(await one(xml, 'AccountingSupplierParty/Party/PartyTaxScheme/CompanyID')).toMatch(/^NL\d{9}B\d{2}$/);

  const lines = await ublValues(xml, `${line}/LineExtensionAmount`);
  const quantities = await ublValues(xml, `${line}/${line === 'InvoiceLine' ? 'InvoicedQuantity' : 'CreditedQuantity'}`);
  const prices = await ublValues(xml, `${line}/Price/PriceAmount`);
  lines.forEach((amount, i) => {
    // BR-27: a net price is never negative; PEPPOL-EN16931-R120: the line is quantity × price.
    expect(moneyToCents(prices[i]!)).toBeGreaterThanOrEqual(0);
    expect(Math.round((Number(quantities[i]) * moneyToCents(prices[i]!)))).toBe(moneyToCents(amount));
  });
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
  expect(centsToMoney(cents(taxable))).toBe(lineTotal); // BR-S-08 and the like: the rates' bases add up to the lines
  taxable.forEach((base, i) => {
    // BR-CO-17: the rate's VAT is its base times its rate, to the cent.
    expect(Math.abs(Math.round((moneyToCents(base) * Number(percents[i])) / 100) - moneyToCents(subtotalTax[i]!))).toBeLessThanOrEqual(1);
  });
  for (const amount of [...lines, lineTotal, payable]) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  for (const category of [...(await ublValues(xml, 'TaxTotal/TaxSubtotal/TaxCategory/ID')), ...(await ublValues(xml, `${line}/Item/ClassifiedTaxCategory/ID`))]) {
    expect(VAT_CATEGORIES).toContain(category);
  }
}

