import { describe, expect, it } from 'vitest';
import { accountSchema } from './account';

describe('accountSchema', () => {
  it('accepts trimmed personal data', () => {
    expect(accountSchema.parse({ fullName: ' Jan de Vries ', phone: '0612345678', address: 'Dorpsstraat 1' })).toEqual({
      fullName: 'Jan de Vries',
      phone: '0612345678',
      address: 'Dorpsstraat 1',
    });
  });

  it.each(['fullName', 'phone', 'address'])('requires %s', (field) => {
    const input = { fullName: 'Jan', phone: '06', address: 'Straat 1', [field]: '' };
    expect(accountSchema.safeParse(input).error?.issues[0]).toMatchObject({
      message: 'Vul alle verplichte velden in',
      path: [field],
    });
  });

  it('does not take an email address', () => {
    const parsed = accountSchema.parse({ fullName: 'Jan', phone: '06', address: 'Straat 1', email: 'x@y.nl' });
    expect(parsed).not.toHaveProperty('email');
  });
});
