import { describe, expect, it } from 'vitest';
import {
  creditLineAtRate,
  formatQuantity,
  issuedVatGroups,
  lineAmount,
  lineTotals,
  negatedLines,
  paidSaleLine,
  partialCreditLines,
  vatChoiceOf,
  vatOfChoice,
  type InvoiceLine,
} from './invoice-lines';
import { centsToMoney, moneyToCents } from './money';

const line = (unitPrice: string, quantity = '1', choice: '21' | '9' | '0' | 'verlegd' = '21', description = 'Regel'): InvoiceLine => ({
  description,
  quantity,
  unitPrice,
  ...vatOfChoice(choice),
});

describe('a line', () => {
  it('is quantity × unit price to the cent, rounded half away from zero, never through floats', () => {
    expect(lineAmount(line('30.00', '3'))).toBe('90.00');
    // 2.5 × 0.33 = 0.825 → 0.83; a float gives 0.8250000000000001 or 0.82 depending on the path.
    expect(lineAmount(line('0.33', '2.5'))).toBe('0.83');
    expect(lineAmount(line('-0.33', '2.5'))).toBe('-0.83');
    expect(lineAmount(line('99999999.99', '1'))).toBe('99999999.99');
    expect(lineAmount(line('12345678.91', '7.77'))).toBe('95925925.13');
  });

  it('prints its quantity the Dutch way', () => {
    expect(formatQuantity('2.50')).toBe('2,5');
    expect(formatQuantity('1.00')).toBe('1');
  });

  it('reads its VAT choice back', () => {
    expect(vatOfChoice('verlegd')).toEqual({ vatRate: '0.00', reverseCharge: true });
    expect(vatOfChoice('9')).toEqual({ vatRate: '9.00', reverseCharge: false });
    expect(vatChoiceOf({ vatRate: '21.00', reverseCharge: false })).toBe('21');
    expect(vatChoiceOf({ vatRate: '0.00', reverseCharge: false })).toBe('0');
    expect(vatChoiceOf({ vatRate: '6.00', reverseCharge: false })).toBeNull();
  });
});

describe('an invoice’s totals', () => {
  it('add the VAT per rate over that rate’s lines, as EN 16931 does', () => {
    // Three lines of 0.10 at 21 %: per line 0.02 each (0.06), over the sum 0.30 × 21 % = 0.063 → 0.06.
    expect(lineTotals([line('0.10'), line('0.10'), line('0.10')])).toMatchObject({ subtotal: '0.30', vat: '0.06', total: '0.36' });
    // Four rates, a discount line on 21 %: 1200.00 × 21 % = 252.00, 99.90 × 9 % = 8.991 → 8.99.
    const mixed = lineTotals([line('1234.56', '1'), line('49.95', '2', '9'), line('100', '1', '0'), line('500', '1', 'verlegd'), line('-34.56')]);
    expect(mixed).toEqual({
      subtotal: '1899.90',
      vat: '260.99',
      total: '2160.89',
      groups: [
        { vatRate: '21.00', reverseCharge: false, base: '1200.00', vat: '252.00' },
        { vatRate: '9.00', reverseCharge: false, base: '99.90', vat: '8.99' },
        { vatRate: '0.00', reverseCharge: false, base: '100.00', vat: '0.00' },
        { vatRate: '0.00', reverseCharge: true, base: '500.00', vat: '0.00' },
      ],
    });
  });

  it('add up exactly: the totals are the sum of the lines and of the VAT per rate', () => {
    const lines = [line('0.01', '3'), line('19.99', '0.5'), line('7.77', '3', '9'), line('12.34', '1.25', '9')];
    const totals = lineTotals(lines);
    const sum = (values: string[]) => centsToMoney(values.reduce((cents, value) => cents + moneyToCents(value), 0));
    expect(totals.subtotal).toBe(sum(lines.map(lineAmount)));
    expect(totals.vat).toBe(sum(totals.groups.map((group) => group.vat)));
    expect(totals.total).toBe(sum([totals.subtotal, totals.vat]));
  });

  it('of a credit note that negates the invoice mirror it to the cent', () => {
    const lines = [line('0.50', '1', '9'), line('12.35', '3'), line('0.05', '1', '9')];
    const original = lineTotals(lines);
    const credited = lineTotals(negatedLines(lines));
    expect(credited.subtotal).toBe(centsToMoney(-moneyToCents(original.subtotal)));
    expect(credited.vat).toBe(centsToMoney(-moneyToCents(original.vat)));
  });
});

describe('a sale paid at once', () => {
  it('reads as a line of the price without VAT, the VAT the rest, so the invoice totals what was paid', () => {
    // A module of € 49,95 excluding VAT costs € 60,44 at checkout; its invoice says 49,95 + 10,49.
    expect(paidSaleLine('60.44', vatOfChoice('21'), 'Module SEO')).toEqual({ line: line('49.95', '1.00', '21', 'Module SEO'), vat: '10.49' });
    for (const price of ['0.01', '0.05', '9.99', '121.00', '1234.56']) {
      const paid = lineTotals([line(price)]).total;
      expect(paidSaleLine(paid, vatOfChoice('21'), 'x').line.unitPrice).toBe(price);
    }
  });
});

describe('a credit note for part of an invoice', () => {
  it('at one rate splits the refund into base and VAT, adding up to the refund exactly', () => {
    expect(partialCreditLines({ lines: [line('30.00')], vat: '6.30' }, '12.10', 'Korting').totals).toEqual({ subtotal: '-10.00', vat: '-2.10', total: '-12.10' });
    // 10.00 / 1.21 = 8.2644… → 8.26, VAT the rest.
    expect(partialCreditLines({ lines: [line('30.00')], vat: '6.30' }, '10.00', 'Korting')).toEqual({
      lines: [{ description: 'Korting', quantity: '1.00', unitPrice: '-8.26', vatRate: '21.00', reverseCharge: false }],
      totals: { subtotal: '-8.26', vat: '-1.74', total: '-10.00' },
    });
    expect(creditLineAtRate('5.00', vatOfChoice('0'), 'x').totals).toEqual({ subtotal: '-5.00', vat: '0.00', total: '-5.00' });
    expect(() => creditLineAtRate('0.00', vatOfChoice('21'), 'x')).toThrow();
  });

  it('over several rates shares the refund by their totals, every cent accounted for', () => {
    const invoice = { lines: [line('100.00'), line('100.00', '1', '9')], vat: '30.00' }; // 121 + 109 = 230
    const credit = partialCreditLines(invoice, '23.01', 'Korting');
    expect(credit.totals.total).toBe('-23.01');
    expect(credit.lines.map((row) => row.vatRate)).toEqual(['21.00', '9.00']);
    const shares = credit.lines.map((row) => lineTotals([row]).total);
    // 23.01 × 121/230 = 12.105… and × 109/230 = 10.904…: 12.11 and 10.90.
    expect(shares).toEqual(['-12.11', '-10.90']);
    expect(issuedVatGroups(credit.lines, credit.totals.vat).reduce((cents, group) => cents + moneyToCents(group.base) + moneyToCents(group.vat), 0)).toBe(-2301);
  });
});

describe('the VAT per rate of an issued invoice', () => {
  it('adds up to its frozen VAT, a cent of difference going to the largest rate', () => {
    const lines = [line('8.26'), line('1.00', '1', '9')];
    expect(issuedVatGroups(lines, '1.83')).toEqual([
      { vatRate: '21.00', reverseCharge: false, base: '8.26', vat: '1.74' },
      { vatRate: '9.00', reverseCharge: false, base: '1.00', vat: '0.09' },
    ]);
    expect(issuedVatGroups(lines, '1.82').map((group) => group.vat)).toEqual(['1.73', '0.09']);
  });
});
