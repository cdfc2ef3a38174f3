import { describe, expect, it } from 'vitest';
import { moneySchema, moneySchemaWith } from '@/src/schemas/money';
import { centsToMoney, formatEuro, moneyToCents, parseMoneyToCents } from './money';

describe('formatEuro', () => {
  // The non-breaking space Intl puts after € is normalised to a plain space.
  it('shows euros the Dutch way with a plain space after the sign', () => {
    expect(formatEuro('30.00')).toBe('€ 30,00');
    expect(formatEuro(55)).toBe('€ 55,00');
    expect(formatEuro('1234.5')).toBe('€ 1.234,50');
    expect(formatEuro('0.10')).toBe('€ 0,10');
    expect(formatEuro('30.00')).not.toContain('\u00a0');
  });

  it('shows negative amounts', () => {
    expect(formatEuro('-3.00')).toBe('€ -3,00');
  });
});

describe('exact money conversion', () => {
  it('converts strings to integer cents without floating point', () => {
    expect(moneyToCents('30.00')).toBe(3000);
    expect(moneyToCents('0.29')).toBe(29);
    expect(moneyToCents('12.5')).toBe(1250);
    expect(moneyToCents('7')).toBe(700);
    expect(moneyToCents('-1.05')).toBe(-105);
    expect(moneyToCents('1.15') + moneyToCents('2.30')).toBe(345);
  });

  it('refuses what is not an amount', () => {
    expect(() => moneyToCents('12.345')).toThrow();
    expect(() => moneyToCents('abc')).toThrow();
    expect(parseMoneyToCents('1e3')).toBeNull();
    expect(parseMoneyToCents('')).toBeNull();
  });

  it('converts cents back to a two-decimal string', () => {
    expect(centsToMoney(3000)).toBe('30.00');
    expect(centsToMoney(5)).toBe('0.05');
    expect(centsToMoney(-105)).toBe('-1.05');
    expect(centsToMoney(0)).toBe('0.00');
    expect(() => centsToMoney(1.5)).toThrow();
  });
});

describe('moneySchema', () => {
  it('outputs the canonical two-decimal string from string or number', () => {
    expect(moneySchema.parse('12.5')).toBe('12.50');
    expect(moneySchema.parse(12.5)).toBe('12.50');
    expect(moneySchema.parse(0)).toBe('0.00');
    expect(moneySchema.parse(' 7 ')).toBe('7.00');
  });

  it('accepts a Dutch decimal comma', () => {
    expect(moneySchema.parse('12,50')).toBe('12.50');
  });

  it('rejects negatives, more than two decimals and non-numbers with the Dutch message', () => {
    for (const bad of ['-1', -1, '1.234', 0.1 + 0.2, 'abc', '', null, Number.NaN, '100000000.00']) {
      const result = moneySchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Vul een geldige prijs in (minimaal 0)');
    }
  });

  it('can carry another message', () => {
    const result = moneySchemaWith('Bedrag klopt niet').safeParse('x');
    expect(result.error?.issues[0]?.message).toBe('Bedrag klopt niet');
  });
});
