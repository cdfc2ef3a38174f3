import { describe, expect, it } from 'vitest';
import { intakeDraftSchema, intakeSchema, type IntakeInput } from './intake';

const valid: IntakeInput = {
  hasExistingWebsite: true,
  existingWebsiteUrl: 'www.bakkerijdevries.nl',
  servicesDescription: 'Brood en banket',
  hasLogo: true,
  logoUrl: 'https://example.nl/logo.png',
  hasDomain: true,
  domainRegistrar: 'TransIP',
  colorPalette: 'Warm bruin en crème',
  preferredFonts: '',
  exampleWebsites: null,
  targetAudience: 'Buurtbewoners',
  visitorGoals: 'Bestellen en openingstijden vinden',
  requiredPages: 'Home, Assortiment, Contact',
  hasContent: true,
  contentUrls: 'https://drive.example.nl/map',
  additionalNotes: undefined,
};

function messagesByField(input: unknown) {
  const result = intakeSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('intakeSchema', () => {
  it('accepts a complete form, normalising the URL and nulling blank optional fields', () => {
    const parsed = intakeSchema.parse(valid);
    expect(parsed.existingWebsiteUrl).toBe('https://www.bakkerijdevries.nl');
    expect(parsed.domainRegistrar).toBe('TransIP');
    expect(parsed).toMatchObject({ preferredFonts: null, exampleWebsites: null, additionalNotes: null });
  });

  it('clears the follow-up field of every question answered "no"', () => {
    const parsed = intakeSchema.parse({
      ...valid,
      hasExistingWebsite: false,
      existingWebsiteUrl: 'not even a url',
      hasLogo: false,
      hasDomain: false,
      hasContent: false,
    });
    expect(parsed).toMatchObject({ existingWebsiteUrl: null, logoUrl: null, domainRegistrar: null, contentUrls: null });
  });

  it('requires the URL when there is a website, and a valid one', () => {
    expect(messagesByField({ ...valid, existingWebsiteUrl: '' })).toEqual({ existingWebsiteUrl: 'Dit veld is verplicht' });
    expect(messagesByField({ ...valid, existingWebsiteUrl: 'mijn site' })).toEqual({
      existingWebsiteUrl: 'Vul een geldige URL in',
    });
  });

  it('requires the registrar when there is a domain', () => {
    expect(messagesByField({ ...valid, domainRegistrar: ' ' })).toEqual({ domainRegistrar: 'Dit veld is verplicht' });
  });

  it('reports every missing required answer at once, follow-ups included', () => {
    const messages = messagesByField({ hasExistingWebsite: true, hasDomain: true });
    expect(Object.keys(messages).sort()).toEqual([
      'colorPalette',
      'domainRegistrar',
      'existingWebsiteUrl',
      'hasContent',
      'hasLogo',
      'requiredPages',
      'servicesDescription',
      'targetAudience',
      'visitorGoals',
    ]);
    expect(new Set(Object.values(messages))).toEqual(new Set(['Dit veld is verplicht']));
  });

  it('takes yes/no answers as booleans only', () => {
    expect(messagesByField({ ...valid, hasLogo: 'ja' })).toEqual({ hasLogo: 'Dit veld is verplicht' });
  });
});

describe('intakeSchema: logo link', () => {
  it('checks and normalises the logo link when there is a logo', () => {
    expect(messagesByField({ ...valid, logoUrl: 'mijn logo' })).toEqual({ logoUrl: 'Vul een geldige URL in' });
    expect(intakeSchema.parse({ ...valid, logoUrl: 'example.nl/logo.png' }).logoUrl).toBe('https://example.nl/logo.png');
    expect(intakeSchema.parse({ ...valid, logoUrl: '' }).logoUrl).toBeNull();
  });

  it('ignores a stale logo link once the answer is "no"', () => {
    expect(intakeSchema.parse({ ...valid, hasLogo: false, logoUrl: 'mijn logo' }).logoUrl).toBeNull();
  });
});

describe('intakeDraftSchema', () => {
  it('accepts an empty draft, storing every answer as null', () => {
    const parsed = intakeDraftSchema.parse({});
    expect(Object.values(parsed).every((value) => value === null)).toBe(true);
    expect(Object.keys(parsed)).toHaveLength(16);
  });

  it('keeps what is filled in, trimmed and normalised, and clears follow-ups not answered "yes"', () => {
    const parsed = intakeDraftSchema.parse({
      hasExistingWebsite: true,
      existingWebsiteUrl: ' www.bakkerijdevries.nl ',
      servicesDescription: '  Brood  ',
      hasDomain: null,
      domainRegistrar: 'TransIP',
      hasContent: false,
      contentUrls: 'https://drive.example.nl/map',
    });
    expect(parsed).toMatchObject({
      hasExistingWebsite: true,
      existingWebsiteUrl: 'https://www.bakkerijdevries.nl',
      servicesDescription: 'Brood',
      hasDomain: null,
      domainRegistrar: null,
      hasContent: false,
      contentUrls: null,
      colorPalette: null,
    });
  });

  it('still refuses a web address that is not one', () => {
    expect(intakeDraftSchema.safeParse({ hasExistingWebsite: true, existingWebsiteUrl: 'mijn site' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['existingWebsiteUrl'], message: 'Vul een geldige URL in' }),
    ]);
  });

  it('gives a complete draft that the submit schema accepts unchanged', () => {
    const draft = intakeDraftSchema.parse(valid);
    expect(intakeSchema.parse(draft)).toEqual(draft);
  });
});
