import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { PAGE_DATA_ELEMENT_ID } from '@/src/page-queries';
import { DEMO, expectVisible, heading, launchBrowser, login, newContext } from './browser';

// A cold load asks for nothing it could have had with the page: a signed-in page arrives with the
// user and its first data, and names every script it needs; the sign-in page asks who is signed in
// together with its scripts, once.

const QUIET_MS = 1_000;

/** What the page asks for while `open` runs and until nothing has been asked or answered for a moment. */
async function requestsDuring(page: Page, open: () => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    seen.push(request);
    pending.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await open();
    // The live stream stays open; everything else has to be answered.
    const settled = () => [...pending].every(isLiveStream) && Date.now() - lastActivity >= QUIET_MS;
    await expect.poll(() => (settled() ? 'stil' : 'bezig'), { timeout: 15_000, interval: 100 }).toBe('stil');
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  return seen;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
const isLiveStream = (request: Request) => pathOf(request) === '/trpc/live.events';
const asksForData = (request: Request) => pathOf(request).startsWith('/trpc/') && !isLiveStream(request);

describe('a cold load', () => {
  let browser: Browser;
  let signedIn: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    const signingIn = await newContext(browser, 390, 844);
    await login(await signingIn.newPage(), DEMO.client);
    // A browser with only the session cookie: no page, no cache.
    signedIn = await newContext(browser, 390, 844);
    await signedIn.addCookies(await signingIn.cookies());
    await signingIn.close();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("of a client's dashboard asks for no data: the user and the dashboard are in the page", async () => {
    const page = await signedIn.newPage();
    let html = '';
    const requests = await requestsDuring(page, async () => {
      const response = await page.goto('/');
      html = (await response?.text()) ?? '';
      await expectVisible(heading(page, nl.dashboard.clientWelcome));
      await expectVisible(page.getByRole('heading', { name: clientDashboardPage.projectsHeading }));
    });

    expect(html).toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
    expect(requests.filter(asksForData).map(pathOf)).toEqual([]);
    // Every script it ran was named by the page itself, none found one import after another.
    const announced = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    const scripts = requests.filter((request) => request.resourceType() === 'script').map(pathOf);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !announced.has(script))).toEqual([]);
    await page.close();
  });

  it('of the sign-in page asks who is signed in once, with its scripts, and shows the form', async () => {
    const context = await newContext(browser, 390, 844);
    const page = await context.newPage();
    let html = '';
    const requests = await requestsDuring(page, async () => {
      const response = await page.goto('/auth');
      html = (await response?.text()) ?? '';
      await expectVisible(page.getByRole('button', { name: nl.authScreen.loginSubmit }));
    });

    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(requests.filter(asksForData).map(pathOf)).toEqual(['/trpc/auth.me']);
    const announced = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    expect(requests.filter((request) => request.resourceType() === 'script').map(pathOf).filter((script) => !announced.has(script))).toEqual([]);
    await context.close();
  });
});
