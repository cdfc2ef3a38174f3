import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadConfig } from '@/server/config';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { buildInvoicePdf } from './invoice-pdf';

const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The PDF's text as a reader sees it, line by line (pdf.js, the engine of Firefox's viewer). */
async function textOf(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  await pdf.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

const agency = loadConfig({ NODE_ENV: 'test' }).invoicing.agency;

const invoice: InvoiceDocument = {
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
