import { describe, expect, it } from 'vitest';
import { accountSchema } from './account';

const address = { street: 'Dorpsstraat 1', postcode: '1234ab', city: 'Ergens' };

describe('accountSchema', () => {
  it('accepts trimmed personal and company data, the address in parts with a Dutch post code written as one', () => {
    expect(accountSchema.parse({ fullName: ' Jan de Vries ', phone: '0612345678', ...address, kvkNumber: '1234 5678', btwNumber: 'nl 123456789 b01' })).toEqual({
      fullName: 'Jan de Vries',
      phone: '0612345678',
      companyName: null,
      kvkNumber: '12345678',
      btwNumber: 'NL123456789B01',
      street: 'Dorpsstraat 1',
      postcode: '1234 AB',
      city: 'Ergens',
      country: 'NL',
    });
  });

  it.each(['fullName', 'phone', 'street', 'postcode', 'city'])('requires %s', (field) => {
    const input = { fullName: 'Jan', phone: '06', ...address, [field]: '' };
    expect(accountSchema.safeParse(input).error?.issues[0]).toMatchObject({
      message: 'Vul alle verplichte velden in',
      path: [field],
    });
  });

  it('refuses a Dutch post code that is none, and a KvK number that is not eight digits, on their fields', () => {
    const result = accountSchema.safeParse({ fullName: 'Jan', phone: '06', ...address, postcode: '123', kvkNumber: '123' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['kvkNumber', 'Een KvK-nummer heeft 8 cijfers'],
      ['postcode', 'Vul een postcode in als 1234 AB'],
    ]);
    // Abroad the post code is taken as written.
    expect(accountSchema.parse({ fullName: 'Jan', phone: '06', ...address, postcode: 'B-1000', country: 'BE' }).postcode).toBe('B-1000');
  });

  it('does not take an email address', () => {
    const parsed = accountSchema.parse({ fullName: 'Jan', phone: '06', ...address, email: 'x@y.nl' });
    expect(parsed).not.toHaveProperty('email');
  });
});
