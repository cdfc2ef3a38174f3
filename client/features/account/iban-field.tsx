import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { nl } from '@/src/text/nl';
import { FormTextField } from '@/client/components/form/form-text-fields';

/** The IBAN input of the onboarding and the mandate dialog: typed as the bank card shows it, never autocorrected. */
export function IbanField<T extends FieldValues, O>(props: Omit<ComponentProps<typeof FormTextField<T, O>>, 'label'>) {
  return (
    <FormTextField
      label={nl.onboardingPage.iban}
      placeholder={nl.onboardingPage.ibanPlaceholder}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
    />
  );
}
