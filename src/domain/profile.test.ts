import { describe, expect, it } from 'vitest';
import { firstName, isProfileComplete } from './profile';

describe('isProfileComplete', () => {
  it('needs company name, phone and a whole address', () => {
    const complete = { companyName: 'Bakkerij de Vries', phone: '06 12345678', street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' };
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, phone: null })).toBe(false);
    expect(isProfileComplete({ ...complete, companyName: '  ' })).toBe(false);
    // An older address that could not be split keeps its text in the street, without post code and city.
    expect(isProfileComplete({ ...complete, street: 'Dorpsstraat 1, Utrecht', postcode: null, city: null })).toBe(false);
    expect(isProfileComplete({ ...complete, postcode: '1234' })).toBe(false);
    expect(isProfileComplete({ ...complete, postcode: 'B-1000', city: 'Brussel', country: 'BE' })).toBe(true);
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
