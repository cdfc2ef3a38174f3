// The address bar (`?q=&page=&status=`) is read without zod: the router reads it at start-up, before zod has loaded. The procedures
// check the same rules with list.ts's schemas; list-search.test.ts holds the two readings equal.
import { COMPLAINT_STATUSES, INVOICE_STATUSES, QUOTE_STATUSES, type ComplaintStatus, type InvoiceStatus, type QuoteStatus } from '@/src/domain/list-statuses';

export const SEARCH_MAX = 100;
export const PAGE_SIZE = 25;
/** Far enough for any real list; stops OFFSET scans over a whole table. */
export const MAX_PAGE = 1000;
/** Long threads (messages, files) load newest first, this many at a time. */
export const THREAD_PAGE_SIZE = 50;

const GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** A page from 1 to MAX_PAGE; anything else is page 1. */
export function readPage(value: unknown): number {
  const page = typeof value === 'symbol' ? Number.NaN : Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The search text trimmed; not text, or longer than SEARCH_MAX, is no search. */
export function readSearchText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text.length <= SEARCH_MAX ? text : '';
}

/** One of `choices`, or undefined for anything else. */
export function readChoice<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** A record id as the procedures accept it, or undefined. */
export function readGuid(value: unknown): string | undefined {
  return typeof value === 'string' && GUID.test(value) ? value : undefined;
}

/** `?page=`, left out on page 1 so a bare address stays bare. */
export function validatePageSearch(search: Record<string, unknown>): { page?: number } {
  const page = readPage(search.page);
  return page > 1 ? { page } : {};
}

/** `?q=&page=`, with the defaults left out. */
export function validateListSearch(search: Record<string, unknown>): { q?: string; page?: number } {
  const q = readSearchText(search.q);
  return { ...(q ? { q } : {}), ...validatePageSearch(search) };
}

/** A list's search, page and one of `statuses` (or all), with the defaults left out. */
function statusListSearch<S extends string>(statuses: readonly S[]) {
  return (search: Record<string, unknown>): { q?: string; page?: number; status?: S } => {
    const status = readChoice(statuses, search.status);
    return { ...validateListSearch(search), ...(status ? { status } : {}) };
  };
}

/** Klachtenbeheer: search, page and an optional status. */
export const validateComplaintListSearch = statusListSearch<ComplaintStatus>(COMPLAINT_STATUSES);

/** Facturatiebeheer: search, page and one status or all. */
export const validateInvoiceListSearch = statusListSearch<InvoiceStatus>(INVOICE_STATUSES);

/** Offertes: search, page and one status or all. */
export const validateQuoteListSearch = statusListSearch<QuoteStatus>(QUOTE_STATUSES);

/** A calendar day as 'YYYY-MM-DD' that exists (no 31 February), or undefined. */
export function readIsoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : undefined;
}
