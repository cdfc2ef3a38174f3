// The client's personal and company data on /account; the email address cannot be changed there.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { optionalText, requiredText } from './fields';
import { addressShape, btwNumberSchema, checkPostcode, kvkNumberSchema, withNormalizedPostcode } from './address';

const required = nl.validation.requiredFields;

export const accountSchema = z
  .object({
    fullName: requiredText(required),
    phone: requiredText(required, 50),
    companyName: optionalText(200),
    kvkNumber: kvkNumberSchema,
    btwNumber: btwNumberSchema,
    ...addressShape(required),
  })
  .superRefine(checkPostcode)
  .transform(withNormalizedPostcode);

export type AccountInput = z.input<typeof accountSchema>;
export type Account = z.output<typeof accountSchema>;
