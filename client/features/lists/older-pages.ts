import { THREAD_PAGE_SIZE } from '@/src/schemas/list-search';

/**
 * A full page of a newest-first list (or one grown by live rows) may have more from its oldest row on.
 * Loaders and screens share these options, so both name the same query.
 */
export const olderPages = {
  getNextPageParam: (last: readonly { id: string }[]) => (last.length >= THREAD_PAGE_SIZE ? last.at(-1)!.id : undefined),
};
