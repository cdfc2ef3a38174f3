// The SEPA direct-debit mandate form on the invoices screen.
import { z } from './zod';
import { ibanSchema } from '@/src/domain/iban';
import { nl } from '@/src/text/nl';
import { requiredText } from './fields';

const required = nl.validation.allFieldsRequired;

export const mandateSchema = z.object({
  consumerName: requiredText(required),
  iban: requiredText(required, 50).pipe(ibanSchema),
});

export type MandateInput = z.input<typeof mandateSchema>;
export type Mandate = z.output<typeof mandateSchema>;
