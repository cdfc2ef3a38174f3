import { useState, useTransition } from 'react';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useTrpcUtils } from '@/client/lib/trpc';
import type { AgendaPage } from './agenda-view';

/**
 * The agenda's pages for the admin (every project) or a developer (their own): page 1 is what the
 * route's loader ensured; "Meer laden" adds the next, keeping the list on screen while it comes.
 */
export function useAgendaPages(owner: 'admin' | 'developer') {
  const utils = useTrpcUtils();
  const [count, setCount] = useState(1);
  const [loadingMore, startLoading] = useTransition();
  const procedure = owner === 'admin' ? utils.admin.agenda.get : utils.developer.agenda.get;
  const results = useSuspenseQueries({
    queries: Array.from({ length: count }, (_, index) => procedure.queryOptions({ page: index + 1 })),
  });
  return {
    pages: results.map((result) => result.data as AgendaPage),
    loadingMore,
    loadMore: () => startLoading(() => setCount((current) => current + 1)),
  };
}
