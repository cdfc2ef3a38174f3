import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { PAGE_DATA_ELEMENT_ID } from '@/src/page-queries';

/**
 * The server dehydrates a signed-in page's first data under the loaders' keys; hydrated before the router starts,
 * the loaders find it and the page draws without asking.
 */
export function hydratePageData(queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, superjson.parse<DehydratedState>(element.textContent));
  element.remove();
}
