// Server-side lists: a search text and a page, as the address bar keeps them (validateSearch) and
// as the procedures take them. Pages count from 1.
import { z } from 'zod';
import { nl } from '@/src/text/nl';

export const SEARCH_MAX = 100;
export const PAGE_SIZE = 25;
/** Far enough for any real list; stops OFFSET scans over a whole table. */
export const MAX_PAGE = 1000;

export const searchTextSchema = z
  .string({ error: nl.validation.invalidChoice })
  .trim()
  .max(SEARCH_MAX, nl.validation.tooLong(SEARCH_MAX))
  .catch('')
  .default('');

export const pageSchema = z.coerce.number({ error: nl.validation.invalidChoice }).int().min(1).max(MAX_PAGE).catch(1).default(1);

export const listQuerySchema = z.object({ q: searchTextSchema, page: pageSchema });

export type ListQuery = z.output<typeof listQuerySchema>;

/** LIMIT and OFFSET of a page. */
export function pageWindow(page: number, pageSize = PAGE_SIZE) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The address bar's `?q=&page=`, with the defaults left out so a bare address stays bare. */
export function validateListSearch(search: Record<string, unknown>): { q?: string; page?: number } {
  const { q, page } = listQuerySchema.parse(search);
  return { ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) };
}

/**
 * Long threads (messages, files) load newest first, a page at a time: `cursor` is the id of the
 * last row already shown, and the next page holds the rows before it.
 */
export const THREAD_PAGE_SIZE = 50;
export const threadPageSchema = z.object({ cursor: z.guid({ error: nl.validation.invalidChoice }).nullish() });
