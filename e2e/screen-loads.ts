import type { Page, Request } from 'playwright-core';
// The tRPC requests that loading a screen costs, counted by e2e/round-trips.e2e.ts (moving inside
// the app) and e2e/every-page.e2e.ts (a cold load of each screen).

/** Nothing asked or answered for this long: the screen has loaded all it will. */
const QUIET_MS = 600;
/** However busy the machine, a screen is quiet well within this. */
const QUIET_WITHIN_MS = 15_000;

// The page's live stream stays open, and the developer's visit is reported after "Deze week" drew:
// neither is part of loading a screen.
function isScreenLoad(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/trpc/') && pathname !== '/trpc/live.events' && pathname !== '/trpc/developer.dashboard.visited';
}

export type ScreenLoads = {
  /** The procedures asked for so far, one entry per request (a batch names all of its procedures). */
  requests: string[];
  /** Waits until nothing has been asked or answered for QUIET_MS, then stops counting. */
  untilQuiet: () => Promise<string[]>;
  stop: () => void;
};

/**
 * Counts the tRPC requests the page makes from now on. Only what starts from now: a request already
 * under way (a hover's preload) that ends now is none of this screen's cost, and does not count as one closing.
 */
export function countScreenLoads(page: Page): ScreenLoads {
  const requests: string[] = [];
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    if (!isScreenLoad(request)) return;
    requests.push(decodeURIComponent(new URL(request.url()).pathname.slice('/trpc/'.length)));
    open.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const stop = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };
  return {
    requests,
    untilQuiet: async () => {
      try {
        const deadline = Date.now() + QUIET_WITHIN_MS;
        while (open.size > 0 || Date.now() - lastActivity < QUIET_MS) {
          if (Date.now() > deadline) throw new Error(`${open.size} tRPC-verzoeken blijven open: ${requests.join(' | ')}`);
          const quietFor = open.size > 0 ? 0 : QUIET_MS - (Date.now() - lastActivity);
          await new Promise((resolve) => setTimeout(resolve, Math.max(20, quietFor)));
        }
      } finally {
        stop();
      }
      return requests;
    },
    stop,
  };
}

/** The tRPC requests `action` causes, once nothing has been asked or answered for a moment. */
export async function screenLoadsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const loads = countScreenLoads(page);
  try {
    await action();
  } catch (error) {
    loads.stop();
    throw error;
  }
  return loads.untilQuiet();
}
