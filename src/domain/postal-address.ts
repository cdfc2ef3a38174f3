// A postal address in parts, as profiles, invoices and e-invoices keep it: street and number, post
// code, city and country (ISO 3166-1 alpha-2). A Dutch post code reads '1234 AB'.

export interface PostalAddress {
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
}

export const DEFAULT_COUNTRY = 'NL';

/** The countries a client can pick: the Netherlands first, then its neighbours and the rest of the EU, and a few more. */
export const COUNTRY_CODES = [
  'NL', 'BE', 'DE', 'LU', 'FR', 'AT', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LV', 'MT', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  'GB', 'CH', 'NO', 'IS', 'US',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** '1234 AB' (the space and capitals optional when typed); the numbers start at 1000. */
export const DUTCH_POSTCODE_PATTERN = '^[1-9][0-9]{3} ?[A-Za-z]{2}$';
const DUTCH_POSTCODE = new RegExp(DUTCH_POSTCODE_PATTERN);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function isDutchPostcode(postcode: string): boolean {
  return DUTCH_POSTCODE.test(postcode.trim());
}

/** '1234ab' → '1234 AB' in the Netherlands; elsewhere as typed, trimmed. */
export function normalizePostcode(postcode: string, country: string): string {
  const trimmed = postcode.trim().replace(/\s+/g, ' ');
  return country === 'NL' && isDutchPostcode(trimmed) ? `${trimmed.slice(0, 4)} ${trimmed.slice(-2).toUpperCase()}` : trimmed;
}

/** Street, post code and city are there, and a Dutch post code reads as one. */
export function isAddressComplete(address: PostalAddress | null | undefined): boolean {
  if (!address) return false;
  const { street, postcode, city, country } = address;
  if (!street?.trim() || !postcode?.trim() || !city?.trim()) return false;
  return country !== 'NL' || isDutchPostcode(postcode);
}

const countryNames = new Intl.DisplayNames(['nl'], { type: 'region' });

/** 'België' for 'BE'. */
export function countryName(code: string): string {
  return countryNames.of(code) ?? code;
}

/** The lines an envelope (or a PDF) prints: street, post code and city, and the country when it is not the Netherlands. */
export function addressLines(address: PostalAddress): string[] {
  const place = [address.postcode, address.city].filter((part) => part?.trim()).join(' ');
  return [address.street ?? '', place, address.country !== DEFAULT_COUNTRY ? countryName(address.country) : ''].filter((line) => line.trim());
}

/** One line: 'Dorpsstraat 1, 1234 AB Utrecht'. */
export function formatAddress(address: PostalAddress): string {
  return addressLines(address).join(', ');
}

const WHOLE_DUTCH = /^(.*[A-Za-z].*?)[,\s]*(?:[,\n]\s*|\s+)([1-9][0-9]{3})\s?([A-Za-z]{2})\s+(\S.*?)\s*$/;
const TRAILING_COUNTRY = /\s*[,\n]\s*(nederland|the netherlands|netherlands|nl)\.?\s*$/i;

/**
 * An address typed on one line ('Voorbeeldstraat 1, 1234 AB Utrecht', the agency's setting) in
 * parts; what does not read as a Dutch address stays whole in the street.
 */
export function parseAddressLine(text: string): PostalAddress {
  const match = WHOLE_DUTCH.exec(text.trim().replace(TRAILING_COUNTRY, ''));
  if (!match) return { street: text.trim() || null, postcode: null, city: null, country: DEFAULT_COUNTRY };
  return { street: match[1]!.replace(/[,\s]+$/, ''), postcode: `${match[2]} ${match[3]!.toUpperCase()}`, city: match[4]!, country: DEFAULT_COUNTRY };
}
