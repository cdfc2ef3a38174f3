// Onboarding (spec 2/5): step 1 picks a package, step 2 the company and direct-debit details.
// A client whose profile is already complete sends only step 1.
import { z } from './zod';
import { ibanSchema } from '@/src/domain/iban';
import { PACKAGE_TYPES } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { optionalText, requiredText } from './fields';

const required = nl.validation.onboardingRequired;

export const packageChoiceSchema = z.object({
  packageType: z.enum(PACKAGE_TYPES, { error: nl.validation.packageRequired }),
});

export const companyDetailsSchema = z.object({
  companyName: requiredText(required),
  phone: requiredText(required, 50),
  address: requiredText(required, 500),
  kvkNumber: optionalText(20),
  btwNumber: optionalText(30),
  accountHolderName: requiredText(required),
  iban: requiredText(required, 50).pipe(ibanSchema),
  acceptedTerms: z.literal(true, { error: required }),
});

export const onboardingSchema = packageChoiceSchema.extend(companyDetailsSchema.shape);

export const ONBOARDING_INTENTS = ['first', 'new'] as const;

/**
 * What finishing onboarding sends: step 1, plus step 2 unless the profile is already complete.
 * `intent: 'new'` is a further project of a client who has one (/onboarding?intent=new).
 */
export const completeOnboardingSchema = packageChoiceSchema.extend({
  details: companyDetailsSchema.optional(),
  intent: z.enum(ONBOARDING_INTENTS).default('first'),
});

export type PackageChoiceInput = z.input<typeof packageChoiceSchema>;
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type Onboarding = z.output<typeof onboardingSchema>;
export type CompleteOnboardingInput = z.input<typeof completeOnboardingSchema>;
