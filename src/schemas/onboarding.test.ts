import { describe, expect, it } from 'vitest';
import { companyDetailsSchema, onboardingSchema, packageChoiceSchema } from './onboarding';

const valid = {
  packageType: 'website',
  companyName: 'Bakkerij de Vries',
  phone: '06 12345678',
  street: 'Dorpsstraat 1',
  postcode: '1234 ab',
  city: 'Ergens',
  kvkNumber: '',
  btwNumber: '  ',
  accountHolderName: 'J. de Vries',
  iban: 'nl91 abna 0417 1643 00',
  acceptedTerms: true,
};

describe('onboardingSchema', () => {
  it('accepts a complete form, storing empty KvK/BTW as null and a normalised IBAN', () => {
    expect(onboardingSchema.parse(valid)).toEqual({
      ...valid,
      postcode: '1234 AB',
      country: 'NL',
      kvkNumber: null,
      btwNumber: null,
      iban: 'NL91ABNA0417164300',
    });
  });

  it('keeps filled-in KvK and BTW numbers', () => {
    const parsed = onboardingSchema.parse({ ...valid, kvkNumber: '12345678', btwNumber: 'NL123456789B01' });
    expect(parsed).toMatchObject({ kvkNumber: '12345678', btwNumber: 'NL123456789B01' });
  });

  it('asks to choose a package', () => {
    expect(packageChoiceSchema.safeParse({}).error?.issues[0]?.message).toBe('Selecteer een pakket');
    expect(packageChoiceSchema.safeParse({ packageType: 'app' }).error?.issues[0]?.message).toBe('Selecteer een pakket');
    expect(packageChoiceSchema.parse({ packageType: 'webshop' })).toEqual({ packageType: 'webshop' });
  });

  it.each(['companyName', 'phone', 'street', 'postcode', 'city', 'accountHolderName', 'iban'])('requires %s', (field) => {
    const result = onboardingSchema.safeParse({ ...valid, [field]: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Vul alle verplichte velden in en accepteer de voorwaarden',
    ]);
  });

  it('requires accepting the terms', () => {
    for (const acceptedTerms of [false, undefined]) {
      const result = companyDetailsSchema.safeParse({ ...valid, acceptedTerms });
      expect(result.error?.issues[0]?.message).toBe('Vul alle verplichte velden in en accepteer de voorwaarden');
    }
  });

  it('refuses an invalid IBAN with "Ongeldig IBAN"', () => {
    const result = onboardingSchema.safeParse({ ...valid, iban: 'NL91ABNA0417164301' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'Ongeldig IBAN', path: ['iban'] });
  });
});
