import { describe, expect, it } from 'vitest';
import { formatIban, ibanLast4, ibanSchema, isValidIban, normalizeIban } from './iban';

describe('normalizeIban', () => {
  it('removes all whitespace and uppercases', () => {
    expect(normalizeIban(' nl91 abna\t0417 1643 00 ')).toBe('NL91ABNA0417164300');
  });
});

describe('isValidIban', () => {
  it('accepts real IBANs, whatever their spacing or case', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true); // 16 characters
    expect(isValidIban('NO9386011117947')).toBe(true); // 15 characters, the shortest country
    expect(isValidIban('MT84MALT011000012345MTLCAST001S')).toBe(true); // 31, letters in the account
  });

  it('rejects a wrong checksum (one digit typed wrong)', () => {
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL19ABNA0417164300')).toBe(false);
  });

  it('rejects the wrong shape', () => {
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('9191ABNA0417164300')).toBe(false); // country must be letters
    expect(isValidIban('NLAAABNA0417164300')).toBe(false); // check digits must be digits
    expect(isValidIban('NL91AB-A0417164300')).toBe(false);
  });

  it('enforces the total length of 15 to 34', () => {
    expect(isValidIban('NO938601111794')).toBe(false); // 14
    expect(isValidIban(`NL91ABNA${'0'.repeat(27)}`)).toBe(false); // 35
  });
});

describe('ibanLast4 and formatIban', () => {
  it('gives the last four characters after normalising', () => {
    expect(ibanLast4('NL91 ABNA 0417 1643 00')).toBe('4300');
  });

  it('groups by four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('ibanSchema', () => {
  it('outputs the normalised IBAN', () => {
    expect(ibanSchema.parse('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('fails with "Ongeldig IBAN"', () => {
    for (const bad of ['NL00ABNA0417164300', 'hallo', undefined]) {
      const result = ibanSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ongeldig IBAN');
    }
  });
});
