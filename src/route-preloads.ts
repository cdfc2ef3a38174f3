// What the build tells the server about its pages (scripts/route-preloads.ts writes it, the server's
// page routes read it): for every page address, whether it sits in the signed-in shell and its files.

export interface RoutePreload {
  /** Inside the signed-in layout: a visitor who is not signed in is sent to the sign-in page. */
  signedIn: boolean;
  files: string[];
}

export type RoutePreloads = Record<string, RoutePreload>;

/** Where the build writes them, inside the browser app's output folder. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
