import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTrpcUtils } from '@/client/lib/trpc';
import type { AgendaPage } from './agenda-view';

/**
 * The agenda's pages for the admin (every project) or a developer (their own): page 1 is what the
 * route's loader prefetched; "Meer laden" adds the next.
 */
export function useAgendaPages(owner: 'admin' | 'developer') {
  const utils = useTrpcUtils();
  const [count, setCount] = useState(1);
  const procedure = owner === 'admin' ? utils.admin.agenda.get : utils.developer.agenda.get;
  const results = useQueries({
    queries: Array.from({ length: count }, (_, index) => procedure.queryOptions({ page: index + 1 })),
  });
  const first = results[0]!;
  return {
    pages: results.map((result) => result.data).filter((page): page is AgendaPage => page !== undefined),
    first,
    loadingMore: results.some((result, index) => index > 0 && result.isFetching),
    loadMore: () => setCount((current) => current + 1),
  };
}
