import { useState, type ChangeEvent } from 'react';
import { companyDetailsSchema, type CompanyDetails } from '@/src/schemas/onboarding';
import { nl } from '@/src/text/nl';
import { useFieldErrors } from '@/client/lib/use-field-errors';

export type CompanyDetailsValues = {
  companyName: string;
  phone: string;
  address: string;
  kvkNumber: string;
  btwNumber: string;
  accountHolderName: string;
  iban: string;
};
type FieldName = keyof CompanyDetailsValues | 'acceptedTerms';

const REQUIRED = nl.validation.onboardingRequired;

/**
 * Step 2's form, validated with the shared onboarding schema. It lives in the wizard, not in the
 * step, so going back to step 1 keeps what was typed. The schema's one message for every missing
 * field goes into the toast; under each empty field a short "Dit veld is verplicht" is clearer.
 */
export function useCompanyDetailsForm(initialValues: CompanyDetailsValues) {
  const [values, setValues] = useState(initialValues);
  const [acceptedTerms, setAcceptedTermsState] = useState(false);
  const isField = (name: unknown): name is FieldName => name === 'acceptedTerms' || (typeof name === 'string' && name in initialValues);
  const { errors, formRef, clearError, showIssues, clearErrors } = useFieldErrors(isField);

  function field<K extends keyof CompanyDetailsValues>(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        clearError(name);
      },
    };
  }

  function setAcceptedTerms(checked: boolean) {
    setAcceptedTermsState(checked);
    if (checked) clearError('acceptedTerms');
  }

  /** The parsed details, or null after showing the field messages; `toast` is what to tell the user. */
  function validate(): { details: CompanyDetails; toast?: never } | { details: null; toast: string } {
    const result = companyDetailsSchema.safeParse({ ...values, acceptedTerms });
    if (result.success) {
      clearErrors();
      return { details: result.data };
    }
    showIssues(result.error.issues, (name, message) =>
      message !== REQUIRED ? message : name === 'acceptedTerms' ? nl.onboardingPage.termsRequired : nl.validation.required,
    );
    const missing = result.error.issues.some((issue) => issue.message === REQUIRED);
    return { details: null, toast: missing ? REQUIRED : (result.error.issues[0]?.message ?? nl.generic.error) };
  }

  return { values, acceptedTerms, setAcceptedTerms, errors, field, validate, formRef };
}

export type CompanyDetailsForm = ReturnType<typeof useCompanyDetailsForm>;
