import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { PAGE_DATA_ELEMENT_ID } from '@/src/page-queries';
import { baseUrl, DEMO, DEMO_PASSWORD, expectVisible, heading, fileBrowser, releaseBrowser, login, newContext, untilHydrated } from './browser';

// A cold load asks for nothing it could have had with the page: a signed-in page arrives with user, first data and every script named;
// sign-in asks who is signed in once, with its scripts. Both arrive server-rendered, show before any script runs, and hydrate cleanly.

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

/** What the page logs as an error (a hydration mismatch among them) until `stop` is called. */
function consoleErrors(page: Page): { stop: () => string[] } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
  const onPageError = (error: Error) => void errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      return errors;
    },
  };
}

describe('a cold load', () => {
  let browser: Browser;
  let signedIn: BrowserContext;
  let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>>;

  beforeAll(async () => {
    browser = await fileBrowser();
    const signingIn = await newContext(browser, 390, 844);
    await login(await signingIn.newPage(), DEMO.client);
    // A browser with only the session cookie: no page, no cache.
    sessionCookies = await signingIn.cookies();
    signedIn = await newContext(browser, 390, 844);
    await signedIn.addCookies(sessionCookies);
    await signingIn.close();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it("of a client's dashboard asks for no data: the user and the dashboard are in the page", async () => {
    const page = await signedIn.newPage();
    const errors = consoleErrors(page);
    let html = '';
    const requests = await requestsDuring(page, async () => {
      const response = await page.goto('/');
      html = (await response?.text()) ?? '';
      await expectVisible(heading(page, nl.dashboard.clientWelcome));
      await expectVisible(page.getByRole('heading', { name: clientDashboardPage.projectsHeading }));
      await untilHydrated(page);
    });
    expect(errors.stop()).toEqual([]);

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
    const errors = consoleErrors(page);
    let html = '';
    const requests = await requestsDuring(page, async () => {
      const response = await page.goto('/auth');
      html = (await response?.text()) ?? '';
      await expectVisible(page.getByRole('button', { name: nl.authScreen.loginSubmit }));
      await untilHydrated(page);
    });
    expect(errors.stop()).toEqual([]);

    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(requests.filter(asksForData).map(pathOf)).toEqual(['/trpc/auth.me']);
    const announced = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    expect(requests.filter((request) => request.resourceType() === 'script').map(pathOf).filter((script) => !announced.has(script))).toEqual([]);
    await context.close();
  });

  it('shows the sign-in form and the dashboard before any script runs', async () => {
    const withoutScripts = await newContext(browser, 390, 844, { javaScriptEnabled: false });
    const signIn = await withoutScripts.newPage();
    await signIn.goto('/auth');
    await expectVisible(heading(signIn, nl.authScreen.loginTitle));
    await expectVisible(signIn.getByLabel(nl.authScreen.email));
    await expectVisible(signIn.getByRole('button', { name: nl.authScreen.loginSubmit }));

    await withoutScripts.addCookies(sessionCookies);
    const dashboard = await withoutScripts.newPage();
    await dashboard.goto('/');
    await expectVisible(heading(dashboard, nl.dashboard.clientWelcome));
    await expectVisible(dashboard.getByRole('heading', { name: clientDashboardPage.projectsHeading }));
    await withoutScripts.close();
  });

  it('sends nothing when the drawn sign-in form is submitted before the app has taken it over: the password never reaches an address', async () => {
    const context = await newContext(browser, 390, 844);
    // The page as it is before its scripts arrive, for as long as it takes.
    await context.route('**/assets/**/*.js', (route) => route.abort());
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/auth');
    await page.getByLabel(nl.authScreen.email).fill(DEMO.client);
    await page.getByLabel(nl.authScreen.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel(nl.authScreen.password, { exact: true }).press('Enter');
    await page.getByRole('button', { name: nl.authScreen.loginSubmit }).click();
    // A form sent the browser's way would be a navigation under way by now.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseUrl()}/auth`);
    expect(addresses.filter((address) => address.includes(encodeURIComponent(DEMO_PASSWORD)) || address.includes('password='))).toEqual([]);
    await context.close();
  });

  it('keeps what was typed into the drawn sign-in form before the app took it over, and signs in with it', async () => {
    const context = await newContext(browser, 390, 844);
    // The scripts arrive only once the visitor has typed, as on a slow line.
    let typed!: () => void;
    const typing = new Promise<void>((resolve) => (typed = resolve));
    await context.route('**/assets/**/*.js', async (route) => {
      await typing;
      await route.continue();
    });
    const page = await context.newPage();
    // The page is drawn; its load waits on the held scripts.
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel(nl.authScreen.email).fill(DEMO.client);
    await page.getByLabel(nl.authScreen.password, { exact: true }).fill(DEMO_PASSWORD);
    typed();
    await untilHydrated(page);
    expect(await page.getByLabel(nl.authScreen.email).inputValue()).toBe(DEMO.client);
    expect(await page.getByLabel(nl.authScreen.password, { exact: true }).inputValue()).toBe(DEMO_PASSWORD);
    await page.getByRole('button', { name: nl.authScreen.loginSubmit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('of the progress page draws it before scripts and hydrates it without an error', async () => {
    const page = await signedIn.newPage();
    const errors = consoleErrors(page);
    const response = await page.goto('/progress');
    expect(await response?.text()).toContain(`>${nl.nav.progress}<`);
    await expectVisible(heading(page, nl.nav.progress));
    await untilHydrated(page);
    expect(errors.stop()).toEqual([]);
    await page.close();
  });
});
