import type { ComponentProps } from 'react';
import { nl } from '@/src/text/nl';
import { TextField } from '@/client/components/ui/text-field';

/** The IBAN input of the onboarding and the mandate dialog: typed as the bank card shows it, never autocorrected. */
export function IbanField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label={nl.onboardingPage.iban}
      placeholder={nl.onboardingPage.ibanPlaceholder}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
    />
  );
}
