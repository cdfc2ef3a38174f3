// A postal address in parts as the forms send it (onboarding, /account): street and number, post
// code, city and country; a Dutch post code must read '1234 AB'. And the optional KvK and VAT numbers.
import { z } from './zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY, isDutchPostcode, normalizePostcode } from '@/src/domain/postal-address';
import { isKvkNumber, isVatId, normalizeKvkNumber, normalizeVatNumber } from '@/src/domain/e-invoice';
import { billingText } from '@/src/text/nl/billing';
import { requiredText } from './fields';

const t = billingText.billing;

/** The address's fields; `required` is the form's own message for a blank one. */
export function addressShape(required: string) {
  return {
    street: requiredText(required, 200),
    postcode: requiredText(required, 20),
    city: requiredText(required, 100),
    country: z.enum(COUNTRY_CODES, { error: t.countryInvalid }).default(DEFAULT_COUNTRY),
  };
}

type AddressValues = { postcode: string; country: string };

/** Checks a Dutch post code (on its field) and writes it as '1234 AB'. Apply to the object holding the address. */
export function checkPostcode<T extends AddressValues>(value: T, ctx: z.RefinementCtx) {
  if (value.country === 'NL' && value.postcode && !isDutchPostcode(value.postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: t.postcodeInvalid });
  }
}

export function withNormalizedPostcode<T extends AddressValues>(value: T): T {
  return { ...value, postcode: normalizePostcode(value.postcode, value.country) };
}

/** Optional: blank is null; else eight digits. */
export const kvkNumberSchema = z
  .string({ error: t.kvkInvalid })
  .nullish()
  .transform((value) => (value ? normalizeKvkNumber(value) : '') || null)
  .refine((value) => value === null || isKvkNumber(value), t.kvkInvalid);

/** Optional: blank is null; else a VAT id with its country's letters, as 'NL123456789B01'. */
export const btwNumberSchema = z
  .string({ error: t.btwInvalid })
  .nullish()
  .transform((value) => (value ? normalizeVatNumber(value) : '') || null)
  .refine((value) => value === null || isVatId(value), t.btwInvalid);
