import { describe, expect, it } from 'vitest';
import { companyDetailsSchema } from '@/src/schemas/onboarding';
import { detailsFieldMessage, detailsToast } from './company-details-form';

const blank = {
  companyName: '',
  phone: '',
  address: '',
  kvkNumber: '',
  btwNumber: '',
  accountHolderName: '',
  iban: '',
  acceptedTerms: false,
};

function issuesOf(values: typeof blank) {
  return (companyDetailsSchema.safeParse(values).error?.issues ?? []).map((issue) => ({ name: String(issue.path[0]), message: issue.message }));
}

describe('step 2 of the onboarding', () => {
  it('toasts spec 5’s sentence for missing fields and says "verplicht" under each, the terms in their own words', () => {
    const issues = issuesOf(blank);
    expect(detailsToast(issues)).toBe('Vul alle verplichte velden in en accepteer de voorwaarden');
    const underFields = Object.fromEntries(issues.map((issue) => [issue.name, detailsFieldMessage(issue)]));
    expect(underFields).toMatchObject({
      companyName: 'Dit veld is verplicht',
      iban: 'Dit veld is verplicht',
      acceptedTerms: 'Accepteer de voorwaarden om verder te gaan',
    });
    expect(underFields).not.toHaveProperty('kvkNumber');
  });

  it('toasts the one problem when everything else is filled in', () => {
    const issues = issuesOf({
      companyName: 'Bakkerij',
      phone: '06 1234 5678',
      address: 'Dorpsstraat 1',
      kvkNumber: '',
      btwNumber: '',
      accountHolderName: 'J. de Vries',
      iban: 'NL91 ABNA 0417 1643 01',
      acceptedTerms: true,
    });
    expect(detailsToast(issues)).toBe('Ongeldig IBAN');
    expect(issues.map(detailsFieldMessage)).toEqual(['Ongeldig IBAN']);
  });
});
