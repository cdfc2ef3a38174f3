// Onboarding (spec 2/5): step 1 picks a package, step 2 the company details and, unless a SEPA mandate is already active, the
// direct-debit details. A client whose profile is already complete sends only step 1.
import { z } from './zod';
import { ibanSchema } from '@/src/domain/iban';
import { PACKAGE_TYPES } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { requiredText } from './fields';
import { addressShape, btwNumberSchema, checkPostcode, kvkNumberSchema, withNormalizedPostcode } from './address';

const required = nl.validation.onboardingRequired;

export const packageChoiceSchema = z.object({
  packageType: z.enum(PACKAGE_TYPES, { error: nl.validation.packageRequired }),
});

const companyShape = {
  companyName: requiredText(required),
  phone: requiredText(required, 50),
  ...addressShape(required),
  kvkNumber: kvkNumberSchema,
  btwNumber: btwNumberSchema,
  acceptedTerms: z.literal(true, { error: required }),
};

const mandateShape = {
  accountHolderName: requiredText(required),
  iban: requiredText(required, 50).pipe(ibanSchema),
};

/** Step 2's company details (and the terms), without a mandate: what a client with an active mandate fills in. */
export const companyDetailsSchema = z.object(companyShape).superRefine(checkPostcode).transform(withNormalizedPostcode);

export const mandateDetailsSchema = z.object(mandateShape);

/** Step 2 as one form for a client without an active mandate: the company details and the mandate. */
export const detailsWithMandateSchema = z
  .object({ ...companyShape, ...mandateShape })
  .superRefine(checkPostcode)
  .transform(withNormalizedPostcode);

/** The whole wizard of a first onboarding: the package, the company and the mandate. */
export const onboardingSchema = z
  .object({ ...packageChoiceSchema.shape, ...companyShape, ...mandateShape })
  .superRefine(checkPostcode)
  .transform(withNormalizedPostcode);

export const ONBOARDING_INTENTS = ['first', 'new'] as const;

/**
 * Step 2 only when the profile is incomplete, the mandate only when none is active. `intent: 'new'` is a further project of a client
 * who has one (/onboarding?intent=new).
 */
export const completeOnboardingSchema = packageChoiceSchema.extend({
  details: companyDetailsSchema.optional(),
  mandate: mandateDetailsSchema.optional(),
  intent: z.enum(ONBOARDING_INTENTS).default('first'),
});

export type PackageChoiceInput = z.input<typeof packageChoiceSchema>;
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;
export type MandateDetails = z.output<typeof mandateDetailsSchema>;
export type DetailsWithMandate = z.output<typeof detailsWithMandateSchema>;
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type Onboarding = z.output<typeof onboardingSchema>;
export type CompleteOnboardingInput = z.input<typeof completeOnboardingSchema>;
