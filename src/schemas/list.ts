// Server-side lists: a search text and a page, as the procedures take them. Pages count from 1.
// The address bar reads the same rules without zod (list-search.ts).
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { MAX_PAGE, PAGE_SIZE, SEARCH_MAX } from './list-search';

export { MAX_PAGE, PAGE_SIZE, SEARCH_MAX, THREAD_PAGE_SIZE } from './list-search';

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

/**
 * Long threads (messages, files) load newest first, a page at a time: `cursor` is the id of the
 * last row already shown, and the next page holds the rows before it.
 */
export const threadPageSchema = z.object({ cursor: z.guid({ error: nl.validation.invalidChoice }).nullish() });
