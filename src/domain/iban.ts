// IBAN rules of spec 5 plus the ISO 13616 mod-97 checksum, so typos are caught before the payment provider refuses the mandate.
// Test data must use real (published example) IBANs: 'NL91ABNA0417164300' is valid, 'NL91ABNA0417164301' is not.
import { z } from '@/src/schemas/zod';
import { nl } from '@/src/text/nl';

export const IBAN_MIN_LENGTH = 15;
export const IBAN_MAX_LENGTH = 34;

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{4}[A-Z0-9]{7,}$/;

export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Moves the first four characters to the end, letters become 10..35, and the number mod 97 must be 1. */
export function hasValidIbanChecksum(normalized: string): boolean {
  const rearranged = normalized.slice(4) + normalized.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (iban.length < IBAN_MIN_LENGTH || iban.length > IBAN_MAX_LENGTH) return false;
  return IBAN_SHAPE.test(iban) && hasValidIbanChecksum(iban);
}

export function ibanLast4(value: string): string {
  return normalizeIban(value).slice(-4);
}

/** 'NL91 ABNA 0417 1643 00': groups of four, as printed on bank cards. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export const ibanSchema = z
  .string({ error: nl.validation.ibanInvalid })
  .transform(normalizeIban)
  .refine(isValidIban, { error: nl.validation.ibanInvalid });
