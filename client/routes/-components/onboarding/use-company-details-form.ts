import { useRef, useState, type ChangeEvent } from 'react';
import { companyDetailsSchema, type CompanyDetails } from '../../../../src/schemas/onboarding';
import { nl } from '../../../../src/text/nl';

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
type Errors = Partial<Record<FieldName, string>>;

const REQUIRED = nl.validation.onboardingRequired;

/**
 * Step 2's form, validated with the shared onboarding schema. It lives in the wizard, not in the
 * step, so going back to step 1 keeps what was typed. The schema's one message for every missing
 * field goes into the toast; under each empty field a short "Dit veld is verplicht" is clearer.
 */
export function useCompanyDetailsForm(initialValues: CompanyDetailsValues) {
  const [values, setValues] = useState(initialValues);
  const [acceptedTerms, setAcceptedTermsState] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(next: Errors) {
    setErrors(next);
    if (Object.keys(next).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  function field<K extends keyof CompanyDetailsValues>(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  function setAcceptedTerms(checked: boolean) {
    setAcceptedTermsState(checked);
    if (checked) setErrors((current) => ({ ...current, acceptedTerms: undefined }));
  }

  /** The parsed details, or null after showing the field messages; `toast` is what to tell the user. */
  function validate(): { details: CompanyDetails; toast?: never } | { details: null; toast: string } {
    const result = companyDetailsSchema.safeParse({ ...values, acceptedTerms });
    if (result.success) {
      setErrors({});
      return { details: result.data };
    }
    const next: Errors = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as FieldName | undefined;
      if (name === undefined || next[name]) continue;
      next[name] = issue.message !== REQUIRED ? issue.message : name === 'acceptedTerms' ? nl.onboardingPage.termsRequired : nl.validation.required;
    }
    showErrors(next);
    const missing = result.error.issues.some((issue) => issue.message === REQUIRED);
    return { details: null, toast: missing ? REQUIRED : (result.error.issues[0]?.message ?? nl.generic.error) };
  }

  return { values, acceptedTerms, setAcceptedTerms, errors, field, validate, formRef };
}

export type CompanyDetailsForm = ReturnType<typeof useCompanyDetailsForm>;
