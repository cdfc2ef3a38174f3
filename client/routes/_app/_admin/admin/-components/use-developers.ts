import { trpc } from '@/client/lib/trpc';

/** The developers for the selects (Projectbeheer, the new-project dialog): the same query the loader prefetches. */
export function useDevelopers() {
  const developers = trpc.admin.users.list.useQuery({ role: 'developer', q: '', page: 1 });
  return developers.data?.items ?? [];
}
