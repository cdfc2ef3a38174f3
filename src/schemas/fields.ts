// Field schemas the entity schemas share: trimmed required text, optional text stored as null,
// ids and website addresses. Each takes the Dutch message its form shows.
import { z } from './zod';
import { nl } from '@/src/text/nl';

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

export function requiredText(message: string, max = SHORT_TEXT_MAX) {
  return z.string({ error: message }).trim().min(1, message).max(max, nl.validation.tooLong(max));
}

/** Blank, null or missing becomes null, as the database stores it. */
export function optionalText(max = LONG_TEXT_MAX) {
  return z
    .string({ error: nl.validation.invalidChoice })
    .trim()
    .max(max, nl.validation.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

export function yesNo(message: string) {
  return z.boolean({ error: message });
}

// Postgres accepts any 8-4-4-4-12 hex id; z.uuid() would also demand RFC version bits.
export function idSchema(message: string = nl.validation.invalidChoice) {
  return z.guid({ error: message });
}

/** An optional reference from a select: '', 'none', null or missing all mean "none". */
export function optionalIdSchema() {
  return z
    .union([z.literal('none'), z.literal(''), idSchema()], { error: nl.validation.invalidChoice })
    .nullish()
    .transform((value) => (value && value !== 'none' ? value : null));
}

/** People type 'www.example.nl'; without a scheme we assume https. */
export function normalizeWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

export function isWebsiteUrl(value: string): boolean {
  return value.length <= 2000 && httpUrl.safeParse(normalizeWebsiteUrl(value)).success;
}

/** A required http(s) address, normalised. */
export function websiteUrl(requiredMessage: string) {
  return requiredText(requiredMessage, 2000)
    .refine(isWebsiteUrl, nl.validation.urlInvalid)
    .transform(normalizeWebsiteUrl);
}

/** An optional http(s) address: blank becomes null. */
export function optionalWebsiteUrl() {
  return optionalText(2000)
    .refine((value) => value === null || isWebsiteUrl(value), nl.validation.urlInvalid)
    .transform((value) => (value === null ? null : normalizeWebsiteUrl(value)));
}
