import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import type { Agency } from '@/src/domain/invoices';
import { buildInvoicePdf } from './invoice-pdf';
import { pdfText as textOf } from '@/server/testing/pdf-text';

const agency: Agency = {
  name: 'Webbureau Demo B.V.',
  address: 'Voorbeeldstraat 1, 1234 AB Utrecht',
  email: 'facturen@webbureau.example',
  phone: '030 123 45 67',
  kvk: '12345678',
  btwId: 'NL123456789B01',
  iban: 'NL91 ABNA 0417 1643 00',
  sepaCreditorId: 'NL98ZZZ999999990000',
};

const invoice: InvoiceDocument = {
  kind: 'invoice',
  creditFor: null,
  invoiceNumber: '2026-0042',
  invoiceDate: '2026-11-23',
  dueDate: '2026-12-07',
  description: 'Website-pakket november',
  status: 'pending',
  paidOn: null,
  lines: [{ description: 'Website-pakket november', quantity: '1.00', unitPrice: '1234.50', vatRate: '21.00', reverseCharge: false }],
  vatGroups: [{ vatRate: '21.00', reverseCharge: false, base: '1234.50', vat: '259.25' }],
  amounts: { subtotal: '1234.50', vat: '259.25', total: '1493.75' },
  billing: { name: 'Bakkerij Visser', email: 'info@bakkerijvisser.nl', address: { street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens', country: 'NL' }, kvk: '87654321', btw: 'NL001234567B01' },
  sepa: { debitDate: '2026-11-28', ibanLast4: '4300', mandateReference: 'mdt_demo_bakkerij' },
  agency,
};

describe('invoice PDF', () => {
  it('holds the agency, number, dates, billing address, line, VAT, total and the SEPA note', async () => {
    const text = await textOf(buildInvoicePdf(invoice).output('arraybuffer'));
    for (const expected of [
      'Webbureau Demo B.V.',
      'Voorbeeldstraat 1',
      '030 123 45 67',
      'KvK 12345678',
      'Btw-id NL123456789B01',
      'IBAN NL91 ABNA 0417 1643 00',
      'FACTUUR',
      '2026-0042',
      '23 november 2026',
      '7 december 2026',
      'Bakkerij Visser',
      'Dorpsstraat 1',
      '1234 AB Ergens',
      'KvK 87654321',
      'Btw-nummer NL001234567B01',
      'Website-pakket november',
      '€ 1.234,50',
      'Btw 21%',
      '€ 259,25',
      'Totaal (incl. btw)',
      '€ 1.493,75',
      '28 november 2026',
      'Van rekening: **** **** **** 4300',
      'Incassant-ID: NL98ZZZ999999990000',
      'Machtigingskenmerk: mdt_demo_bakkerij',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('asks for a transfer when no direct debit is announced', async () => {
    const text = await textOf(buildInvoicePdf({ ...invoice, sepa: null }).output('arraybuffer'));
    expect(text).toContain('overmaken naar NL91 ABNA 0417 1643 00');
    expect(text).not.toContain('Incassant-ID');
  });
});

describe('invoice PDF with lines', () => {
  it('lists every line with quantity, price, rate and amount, the VAT per rate, a reverse charge and a paid note', async () => {
    const lines = [
      { description: 'Ontwerp homepage', quantity: '2.50', unitPrice: '80.00', vatRate: '21.00', reverseCharge: false },
      { description: 'Drukwerk flyers', quantity: '1.00', unitPrice: '100.00', vatRate: '9.00', reverseCharge: false },
      { description: 'Advies, verlegd', quantity: '1.00', unitPrice: '50.00', vatRate: '0.00', reverseCharge: true },
    ];
    const text = await textOf(
      buildInvoicePdf({
        ...invoice,
        lines,
        vatGroups: [
          { vatRate: '21.00', reverseCharge: false, base: '200.00', vat: '42.00' },
          { vatRate: '9.00', reverseCharge: false, base: '100.00', vat: '9.00' },
          { vatRate: '0.00', reverseCharge: true, base: '50.00', vat: '0.00' },
        ],
        amounts: { subtotal: '350.00', vat: '51.00', total: '401.00' },
        sepa: null,
        status: 'paid',
        paidOn: '2026-11-24',
        billing: { ...invoice.billing, address: { street: 'Grote Markt 1', postcode: '1000', city: 'Brussel', country: 'BE' } },
      }).output('arraybuffer'),
    );
    for (const expected of ['Ontwerp homepage', '2,5', '€ 80,00', '€ 200,00', 'Drukwerk flyers', '9%', 'verlegd', 'Btw 21%', '€ 42,00', 'Btw 9%', '€ 9,00', 'Btw verlegd', '€ 401,00', 'België', 'Btw verlegd naar de afnemer (btw-nummer NL001234567B01).', 'is op 24 november 2026 betaald']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('overmaken');
  });

  it('continues on a next page when the lines do not fit on one', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ description: `Uur werk ${i + 1}`, quantity: '1.00', unitPrice: '10.00', vatRate: '21.00', reverseCharge: false }));
    const pdf = buildInvoicePdf({ ...invoice, lines: many, vatGroups: [{ vatRate: '21.00', reverseCharge: false, base: '500.00', vat: '105.00' }], amounts: { subtotal: '500.00', vat: '105.00', total: '605.00' } });
    expect(pdf.getNumberOfPages()).toBeGreaterThan(1);
    const text = await textOf(pdf.output('arraybuffer'));
    expect(text).toContain('Uur werk 50');
    expect(text).toContain('€ 605,00');
  });
});
