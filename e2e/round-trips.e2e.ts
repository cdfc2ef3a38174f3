import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectPath, login, mainMenu } from './browser';
import { LINKED_SCREENS, SCREENS, type LinkedScreen } from './screens';

// Every screen loads in one batched tRPC round trip when moving inside the app, and in at most two
// on a cold load (the session check, then the page's data).

const QUIET_MS = 600;

/** The tRPC requests `action` causes, once nothing has been asked or answered for a moment. */
async function trpcRequestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  // Only what started during `action`: a request already under way (a hover's preload) that ends
  // now is none of this screen's cost, and must not count as one closing.
  const open = new Set<Request>();
  let lastActivity = Date.now();
  // The page's live stream stays open, and the developer's visit is reported after "Deze week" drew:
  // neither is part of loading a screen.
  const isTrpc = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/trpc/') && pathname !== '/trpc/live.events' && pathname !== '/trpc/developer.dashboard.visited';
  };
  const onRequest = (request: Request) => {
    if (!isTrpc(request)) return;
    seen.push(decodeURIComponent(new URL(request.url()).pathname.slice('/trpc/'.length)));
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
  try {
    await action();
    await expect
      .poll(() => (open.size === 0 && Date.now() - lastActivity >= QUIET_MS ? 'stil' : `${open.size} open: ${seen.join(' | ')}`), { timeout: 15_000, interval: 100 })
      .toBe('stil');
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  return seen;
}

describe('round trips per screen', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  for (const role of ['admin', 'developer', 'client'] as const) {
    it(`${role}: one batched request per screen inside the app, at most two on a cold load`, async () => {
      await trpcRequestsDuring(page, () => login(page, DEMO[role]));
      // The dashboard was loaded on signing in; every other screen is reached from the menu.
      for (const screen of SCREENS[role].slice(1)) {
        const requests = await trpcRequestsDuring(page, async () => {
          await mainMenu(page).getByRole('link', { name: screen.menu, exact: true }).click();
          await expectPath(page, screen.path);
        });
        expect(requests, `${screen.path} in de app`).toHaveLength(screen.requests);
      }
      for (const screen of SCREENS[role]) {
        // The pointer rests where the last click was; hovering a link there would preload that
        // link's route (preload on intent), which is no cost of the screen being opened.
        await page.mouse.move(0, 0);
        const requests = await trpcRequestsDuring(page, async () => {
          await page.goto(screen.path);
          await expectPath(page, screen.path);
        });
        expect(requests.length, `${screen.path} bij openen: ${requests.join(' | ')}`).toBeLessThanOrEqual(2);
      }
      for (const screen of LINKED_SCREENS[role] as readonly LinkedScreen[]) {
        // The list loads first (and settles), then only the click is counted.
        await trpcRequestsDuring(page, async () => {
          await page.goto(screen.from);
          await expectPath(page, screen.from);
        });
        const requests = await trpcRequestsDuring(page, async () => {
          await page.getByRole('link', { name: screen.link }).first().click();
          await page.waitForURL((url) => url.pathname.startsWith(screen.pathPrefix));
        });
        expect(requests, `${screen.pathPrefix}… vanuit ${screen.from}`).toHaveLength(screen.requests);
      }
    });
  }
});
