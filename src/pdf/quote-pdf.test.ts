import { describe, expect, it } from 'vitest';
import { formatQuoteNumber, quoteTotals, type QuoteLine } from '@/src/domain/quotes';
import { pdfText } from '@/server/testing/pdf-text';
import { buildQuotePdf, type QuoteDocument } from './quote-pdf';

// The quote's PDF is the same file for the same quote, whenever and wherever it is rendered, and
// shows the one-off and monthly totals excluding and including btw with the agency's details.

const line = (overrides: Partial<QuoteLine>): QuoteLine => ({
  kind: 'custom', recurring: false, moduleId: null, description: 'Regel', quantity: '1.00', unitPrice: '10.00', vatRate: '21.00', reverseCharge: false, ...overrides,
});

const document: QuoteDocument = {
  fileId: '0f8fad5bd9cb469fa16570867728950e',
  number: formatQuoteNumber(2026, 7),
  agency: { name: 'Webbureau Test', address: 'Straat 1, 1234 AB Plaats', email: 'info@test.nl', phone: null, kvk: '12345678', btwId: 'NL001234567B01', iban: 'NL91ABNA0417164300', sepaCreditorId: 'NL00ZZZ000000000000' },
  recipient: { name: 'Anna de Vries', company: 'Bloemen & Zo', email: 'anna@test.nl' },
  date: '2026-11-29',
  validUntil: '2026-12-13',
  introduction: 'Fijn dat we kennis maakten.',
  lines: [line({ kind: 'package', recurring: true, description: 'Website-pakket (per maand)', unitPrice: '30.00' }), line({ description: 'Logo-ontwerp', unitPrice: '250.00' })],
  terms: 'Artikel 1. Alles is goed.',
  createdAt: new Date('2026-11-29T09:30:00Z'),
};

describe('the quote PDF', () => {
  it('numbers quotes OFF-YYYY-NNNN and totals one-off and monthly lines apart, exactly', () => {
    expect(formatQuoteNumber(2026, 1)).toBe('OFF-2026-0001');
    const totals = quoteTotals(document.lines);
    expect([totals.oneOff.subtotal, totals.oneOff.vat, totals.oneOff.total]).toEqual(['250.00', '52.50', '302.50']);
    expect([totals.monthly.subtotal, totals.monthly.vat, totals.monthly.total]).toEqual(['30.00', '6.30', '36.30']);
  });

  it('is the same bytes every time it is built', () => {
    expect(Buffer.from(buildQuotePdf(document)).equals(Buffer.from(buildQuotePdf(document)))).toBe(true);
  });

  it('shows the totals excl. and incl. btw, the agency and the terms', async () => {
    const text = await pdfText(buildQuotePdf(document));
    for (const shown of ['OFF-2026-0007', 'Webbureau Test', 'KvK 12345678', 'Bloemen & Zo', '€ 302,50', '€ 36,30', '€ 250,00', 'Totaal incl. btw', 'Per maand incl. btw', 'Artikel 1. Alles is goed.']) {
      expect(text).toContain(shown);
    }
  });
});
