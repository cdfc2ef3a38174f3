import { companyDetailsSchema, detailsWithMandateSchema, type CompanyDetails, type DetailsWithMandate } from '@/src/schemas/onboarding';
import { DEFAULT_COUNTRY, isAddressComplete, isCountryCode, type CountryCode } from '@/src/domain/postal-address';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import type { Me } from '@/client/lib/trpc';
import { useAppForm, type AppForm, type FieldIssue } from '@/client/lib/use-app-form';

export type CompanyDetailsValues = {
  companyName: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  country: CountryCode;
  kvkNumber: string;
  btwNumber: string;
  accountHolderName: string;
  iban: string;
  acceptedTerms: boolean;
};

type Profile = Me['profile'] | undefined;

const REQUIRED = nl.validation.onboardingRequired;

/** Starts step 2 from what the profile already holds (a returning client may have part of it). */
function initialDetails(profile: Profile): CompanyDetailsValues {
  return {
    companyName: profile?.companyName ?? '',
    phone: profile?.phone ?? '',
    street: profile?.street ?? '',
    postcode: profile?.postcode ?? '',
    city: profile?.city ?? '',
    country: isCountryCode(profile?.country) ? profile.country : DEFAULT_COUNTRY,
    kvkNumber: profile?.kvkNumber ?? '',
    btwNumber: profile?.btwNumber ?? '',
    accountHolderName: profile?.fullName ?? '',
    iban: '',
    acceptedTerms: false,
  };
}

type DetailField = 'companyName' | 'phone' | 'street' | 'postcode' | 'city' | 'country' | 'kvkNumber' | 'btwNumber';
const ADDRESS: readonly DetailField[] = ['street', 'postcode', 'city', 'country'];

/**
 * The company details step 2 asks: what the profile lacks (an incomplete address as a whole, with
 * its country), or everything for a new client. What is known travels along unseen.
 */
export function missingDetails(profile: Profile): (field: DetailField) => boolean {
  const known = initialDetails(profile);
  const addressMissing = !profile || !isAddressComplete(profile);
  return (field) => (ADDRESS.includes(field) ? addressMissing : !known[field as keyof CompanyDetailsValues]);
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
 * Step 2's form, checked with the shared onboarding schemas: the company details, and the mandate
 * unless one is active. It lives in the wizard, not in the step, so going back to step 1 keeps what was typed.
 */
export function useCompanyDetailsForm(profile: Profile, mandateActive: boolean) {
  return useAppForm<CompanyDetailsValues, CompanyDetails | DetailsWithMandate>({
    schema: () => (mandateActive ? companyDetailsSchema : detailsWithMandateSchema),
    defaultValues: initialDetails(profile),
    failure: paymentsText.payments.mandateFailed,
    invalid: detailsToast,
    fieldMessage: detailsFieldMessage,
  });
}

/** What the server takes: the company details, and the mandate when the form had one. */
export function splitDetails(values: CompanyDetails | DetailsWithMandate) {
  if (!('iban' in values)) return { details: values };
  const { accountHolderName, iban, ...details } = values;
  return { details, mandate: { accountHolderName, iban } };
}

export type CompanyDetailsForm = AppForm<CompanyDetailsValues, CompanyDetails | DetailsWithMandate>;
