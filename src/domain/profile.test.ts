import { describe, expect, it } from 'vitest';
import { firstName, isProfileComplete } from './profile';

describe('isProfileComplete', () => {
  it('needs company name, phone and address', () => {
    const complete = { companyName: 'Bakkerij de Vries', phone: '06 12345678', address: 'Dorpsstraat 1' };
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, phone: null })).toBe(false);
    expect(isProfileComplete({ ...complete, address: '   ' })).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
  });
});

describe('firstName', () => {
  it('takes the first word of the full name', () => {
    expect(firstName('  Sanne de Vries ')).toBe('Sanne');
    expect(firstName('Piet')).toBe('Piet');
    expect(firstName('  ')).toBeNull();
    expect(firstName(null)).toBeNull();
  });
});
