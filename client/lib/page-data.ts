import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { PAGE_DATA_ELEMENT_ID } from '@/src/page-queries';

/**
 * A signed-in page arrives with its first data (the user, the bell's count, the page's first batch),
 * dehydrated by the server under the keys the loaders read: into the cache before the router
 * starts, so the loaders find it and the page draws without asking.
 */
export function hydratePageData(queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, superjson.parse<DehydratedState>(element.textContent));
  element.remove();
}
