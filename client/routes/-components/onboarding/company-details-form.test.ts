import { describe, expect, it } from 'vitest';
import { companyDetailsSchema, detailsWithMandateSchema } from '@/src/schemas/onboarding';
import { detailsFieldMessage, detailsToast, missingDetails, splitDetails } from './company-details-form';

const blank = {
  companyName: '',
  phone: '',
  street: '',
  postcode: '',
  city: '',
  country: 'NL',
  kvkNumber: '',
  btwNumber: '',
  accountHolderName: '',
  iban: '',
  acceptedTerms: false,
};

function issuesOf(values: typeof blank, schema: typeof detailsWithMandateSchema | typeof companyDetailsSchema = detailsWithMandateSchema) {
  return (schema.safeParse(values).error?.issues ?? []).map((issue) => ({ name: String(issue.path[0]), message: issue.message }));
}

const profile = { fullName: 'Sanne', email: 's@x.nl', companyName: null, phone: '06 1234 5678', street: 'Markt 1', postcode: '1234 AB', city: 'Gouda', country: 'NL', kvkNumber: null, btwNumber: 'NL123456789B01' };

describe('step 2 of the onboarding', () => {
  it('toasts spec 5’s sentence for missing fields and says "verplicht" under each, the terms in their own words', () => {
    const issues = issuesOf(blank);
    expect(detailsToast(issues)).toBe('Vul alle verplichte velden in en accepteer de voorwaarden');
    const underFields = Object.fromEntries(issues.map((issue) => [issue.name, detailsFieldMessage(issue)]));
    expect(underFields).toMatchObject({
      companyName: 'Dit veld is verplicht',
      street: 'Dit veld is verplicht',
      postcode: 'Dit veld is verplicht',
      iban: 'Dit veld is verplicht',
      acceptedTerms: 'Accepteer de voorwaarden om verder te gaan',
    });
    expect(underFields).not.toHaveProperty('kvkNumber');
  });

  it('toasts the one problem when everything else is filled in', () => {
    const issues = issuesOf({ ...blank, companyName: 'Bakkerij', phone: '06 1234 5678', street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens', accountHolderName: 'J. de Vries', iban: 'NL91 ABNA 0417 1643 01', acceptedTerms: true });
    expect(detailsToast(issues)).toBe('Ongeldig IBAN');
    expect(issues.map(detailsFieldMessage)).toEqual(['Ongeldig IBAN']);
  });

  it('with an active mandate asks no IBAN, and sends no mandate', () => {
    const filled = { ...blank, companyName: 'Bakkerij', phone: '06 1234 5678', street: 'Dorpsstraat 1', postcode: '1234ab', city: 'Ergens', acceptedTerms: true };
    expect(issuesOf(filled, companyDetailsSchema)).toEqual([]);
    const parsed = companyDetailsSchema.parse(filled);
    expect(splitDetails(parsed)).toEqual({ details: expect.objectContaining({ companyName: 'Bakkerij', postcode: '1234 AB' }) });
    expect(splitDetails(detailsWithMandateSchema.parse({ ...filled, accountHolderName: 'J', iban: 'NL91 ABNA 0417 1643 00' }))).toMatchObject({ mandate: { accountHolderName: 'J', iban: 'NL91ABNA0417164300' } });
  });

  it('shows only what the profile lacks: here the company name and the KvK number, not the phone, address or VAT number', () => {
    const shows = missingDetails(profile);
    expect((['companyName', 'phone', 'street', 'postcode', 'city', 'country', 'kvkNumber', 'btwNumber'] as const).filter(shows)).toEqual(['companyName', 'kvkNumber']);
    // An address without post code is asked again whole.
    expect(missingDetails({ ...profile, postcode: null })('street')).toBe(true);
    expect(missingDetails(undefined)('phone')).toBe(true);
  });
});
