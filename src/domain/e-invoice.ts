// Peppol needs a buyer's Peppol address (KvK number, scheme 0106, or Dutch VAT number, scheme 9944) and a whole postal address
// (the Dutch rules demand street, post code and city). Anyone else gets a plain EN 16931 document, which claims no Peppol.
import { isAddressComplete, type PostalAddress } from './postal-address';

/** A KvK number: eight digits. The patterns are read by the browser, the server and SQL alike. */
export const KVK_PATTERN = '^[0-9]{8}$';
/** A Dutch VAT number (btw-id): NL, nine digits, B, two digits. */
export const NL_VAT_PATTERN = '^NL[0-9]{9}B[0-9]{2}$';
/** Any EU VAT identifier: its country's two letters, then 2 to 13 digits or letters. */
export const VAT_ID_PATTERN = '^[A-Z]{2}[0-9A-Z+*.]{2,13}$';

export const isKvkNumber = (value: string | null | undefined): value is string => Boolean(value && new RegExp(KVK_PATTERN).test(value));
export const isDutchVatNumber = (value: string | null | undefined): value is string => Boolean(value && new RegExp(NL_VAT_PATTERN).test(value));
export const isVatId = (value: string | null | undefined): value is string => Boolean(value && new RegExp(VAT_ID_PATTERN).test(value));

/** 'nl 1234.56.789.b01' → 'NL123456789B01': how people type it, as it is kept. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function normalizeKvkNumber(value: string): string {
  return value.replace(/\s/g, '');
}

/** Why a buyer cannot receive Peppol invoices; none when they can. */
export const PEPPOL_OBSTACLES = ['no_identifier', 'address_incomplete'] as const;
export type PeppolObstacle = (typeof PEPPOL_OBSTACLES)[number];

export interface EInvoiceBuyer {
  kvk: string | null;
  btw: string | null;
  address: PostalAddress;
}

export function peppolObstacles(buyer: EInvoiceBuyer): PeppolObstacle[] {
  const obstacles: PeppolObstacle[] = [];
  if (!isKvkNumber(buyer.kvk) && !isDutchVatNumber(buyer.btw)) obstacles.push('no_identifier');
  if (!isAddressComplete(buyer.address)) obstacles.push('address_incomplete');
  return obstacles;
}

/** The buyer's Peppol participant id: the KvK number (0106), else the Dutch VAT number (9944); null without either. */
export function peppolEndpoint(buyer: Pick<EInvoiceBuyer, 'kvk' | 'btw'>): { id: string; scheme: '0106' | '9944' } | null {
  if (isKvkNumber(buyer.kvk)) return { id: buyer.kvk, scheme: '0106' };
  if (isDutchVatNumber(buyer.btw)) return { id: buyer.btw, scheme: '9944' };
  return null;
}
