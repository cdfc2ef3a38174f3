import { describe, expect, it } from 'vitest';
import { mandateSchema } from './mandate';

describe('mandateSchema', () => {
  it('accepts name and IBAN, stripping spaces from the IBAN', () => {
    expect(mandateSchema.parse({ consumerName: ' J. de Vries ', iban: 'NL91 ABNA 0417 1643 00' })).toEqual({
      consumerName: 'J. de Vries',
      iban: 'NL91ABNA0417164300',
    });
  });

  it('requires both fields', () => {
    const result = mandateSchema.safeParse({ consumerName: '', iban: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Vul alle velden in', 'Vul alle velden in']);
  });

  it('refuses an invalid IBAN', () => {
    expect(mandateSchema.safeParse({ consumerName: 'Jan', iban: 'NL00 1234' }).error?.issues[0]?.message).toBe(
      'Ongeldig IBAN',
    );
  });
});
