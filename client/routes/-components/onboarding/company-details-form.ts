import { companyDetailsSchema, type CompanyDetails } from '@/src/schemas/onboarding';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import type { Me } from '@/client/lib/trpc';
import { useAppForm, type AppForm, type FieldIssue } from '@/client/lib/use-app-form';

export type CompanyDetailsValues = {
  companyName: string;
  phone: string;
  address: string;
  kvkNumber: string;
  btwNumber: string;
  accountHolderName: string;
  iban: string;
  acceptedTerms: boolean;
};

const REQUIRED = nl.validation.onboardingRequired;

/** Starts step 2 from what the profile already holds (a returning client may have part of it). */
function initialDetails(profile: Me['profile'] | undefined): CompanyDetailsValues {
  return {
    companyName: profile?.companyName ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    kvkNumber: profile?.kvkNumber ?? '',
    btwNumber: profile?.btwNumber ?? '',
    accountHolderName: profile?.fullName ?? '',
    iban: '',
    acceptedTerms: false,
  };
}

/** Spec 5's one message for every missing field goes into the toast; otherwise the first problem. */
export function detailsToast(issues: readonly FieldIssue[]): string {
  if (issues.some((issue) => issue.message === REQUIRED)) return REQUIRED;
  return issues[0]?.message ?? nl.generic.error;
}

/** Under each empty field a short "Dit veld is verplicht" reads better than the toast's whole sentence. */
export function detailsFieldMessage({ name, message }: FieldIssue): string {
  if (message !== REQUIRED) return message;
  return name === 'acceptedTerms' ? nl.onboardingPage.termsRequired : nl.validation.required;
}

/**
 * Step 2's form, checked with the shared onboarding schema. It lives in the wizard, not in the
 * step, so going back to step 1 keeps what was typed.
 */
export function useCompanyDetailsForm(profile: Me['profile'] | undefined) {
  return useAppForm({
    schema: companyDetailsSchema,
    defaultValues: initialDetails(profile),
    failure: paymentsText.payments.mandateFailed,
    invalid: detailsToast,
    fieldMessage: detailsFieldMessage,
  });
}

export type CompanyDetailsForm = AppForm<CompanyDetailsValues, CompanyDetails>;
