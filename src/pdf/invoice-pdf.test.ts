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
  amounts: { subtotal: '1234.50', vatRate: '21.00', vat: '259.25', total: '1493.75' },
  billing: { name: 'Bakkerij Visser', email: 'info@bakkerijvisser.nl', address: 'Dorpsstraat 1, 1234 AB Ergens', kvk: '87654321', btw: 'NL001234567B01' },
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
