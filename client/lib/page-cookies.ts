import { createContext, useContext } from 'react';

/** The request's cookies while the server renders a page; the browser reads its document's own. */
export const ServerCookies = createContext<string | null>(null);

/** The cookies a component may draw from (the sidebar's folded state), the same on both sides. */
export function usePageCookies(): string {
  return useContext(ServerCookies) ?? document.cookie;
}
