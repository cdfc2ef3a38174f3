import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { loginSchema } from '@/src/schemas/auth';
import { intakeSchema } from '@/src/schemas/intake';
import { fieldIssues } from './use-app-form';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the resolver over the shared schemas (zod 4)', () => {
  it('gives each field its first Dutch message, in the schema’s order', async () => {
    const result = await zodResolver(loginSchema)({ email: '', password: 'abc' }, undefined, resolverOptions);
    expect(fieldIssues(result.errors)).toEqual([
      { name: 'email', message: 'E-mailadres is verplicht' },
      { name: 'password', message: 'Wachtwoord moet minimaal 6 karakters zijn' },
    ]);
  });

  it('hands the parsed values on: trimmed, lower-cased, booleans kept', async () => {
    const result = await zodResolver(loginSchema)({ email: ' Info@Bakkerij.NL ', password: 'geheim1' }, undefined, resolverOptions);
    expect(result).toEqual({ values: { email: 'info@bakkerij.nl', password: 'geheim1' }, errors: {} });
  });

  it('reports a refinement on another field (a follow-up question) under that field', async () => {
    const values = {
      hasExistingWebsite: true,
      existingWebsiteUrl: '',
      servicesDescription: 'Brood',
      hasLogo: false,
      logoUrl: '',
      hasDomain: false,
      domainRegistrar: '',
      colorPalette: 'Bruin',
      preferredFonts: '',
      exampleWebsites: '',
      targetAudience: 'Buurt',
      visitorGoals: 'Bestellen',
      requiredPages: 'Home',
      hasContent: null,
      contentUrls: '',
      additionalNotes: '',
    };
    // The form holds null for a question not yet answered, which the submit schema's input type does not admit.
    const result = await zodResolver(intakeSchema)(values as never, undefined, resolverOptions);
    expect(fieldIssues(result.errors)).toEqual([
      { name: 'hasContent', message: 'Dit veld is verplicht' },
      { name: 'existingWebsiteUrl', message: 'Dit veld is verplicht' },
    ]);
  });
});

describe('fieldIssues', () => {
  it('names nested fields with dots, as react-hook-form does', () => {
    const errors = {
      title: { type: 'too_small', message: 'Titel is verplicht' },
      address: { street: { type: 'too_small', message: 'Dit veld is verplicht' } },
    } as unknown as FieldErrors;
    expect(fieldIssues(errors)).toEqual([
      { name: 'title', message: 'Titel is verplicht' },
      { name: 'address.street', message: 'Dit veld is verplicht' },
    ]);
  });
});
