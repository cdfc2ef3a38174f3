// The client's personal data on /account; the email address cannot be changed there.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { requiredText } from './fields';

const required = nl.validation.requiredFields;

export const accountSchema = z.object({
  fullName: requiredText(required),
  phone: requiredText(required, 50),
  address: requiredText(required, 500),
});

export type AccountInput = z.input<typeof accountSchema>;
export type Account = z.output<typeof accountSchema>;
