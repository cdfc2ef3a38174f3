import { THREAD_PAGE_SIZE } from '@/src/schemas/list-search';

/**
 * Options for a newest-first list read 50 at a time (messages, files): a full page (or one that
 * grew with rows that arrived live) means there may be more, from its oldest row on. Loaders and
 * screens share them, so both name the same query.
 */
export const olderPages = {
  getNextPageParam: (last: readonly { id: string }[]) => (last.length >= THREAD_PAGE_SIZE ? last.at(-1)!.id : undefined),
};
