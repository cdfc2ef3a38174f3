import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { completeSecondStep } from './two-step';
import { keepSession, resumeSession, SEED_EMAILS } from './kept-sessions';
import { launchBrowser } from './chromium';
import { sharedServer } from './shared-server';
import { HYDRATED_ATTRIBUTE } from '@/src/hydration';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  admin: 'admin@klantportaal.nl',
  developer: 'daan@klantportaal.nl',
  client: 'info@bakkerijvisser.nl',
} as const;

/** How long a journey waits for something a person would see (the app answers in well under a second). */
export const WAIT_MS = 10_000;

export function baseUrl(): string {
  return sharedServer().baseUrl;
}

export function newContext(browser: Browser, width = 1280, height = 800, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ...options });
}

export type BrowserSession = { browser: Browser; context: BrowserContext; page: Page };

const WORKER_BROWSER = Symbol.for('klantportaal.e2e.browser');
type BrowserHolder = { [WORKER_BROWSER]?: Promise<Browser> };

/**
 * One Chromium per worker, kept for the files after the first (they run one after another in one process) to save a launch and
 * close per file. Every test still opens its own contexts; `releaseBrowser` closes what a file left open.
 */
export async function fileBrowser(): Promise<Browser> {
  const holder = globalThis as BrowserHolder;
  holder[WORKER_BROWSER] ??= launchBrowser().catch((error: unknown) => {
    holder[WORKER_BROWSER] = undefined;
    throw error;
  });
  const browser = await holder[WORKER_BROWSER];
  if (browser.isConnected()) return browser;
  holder[WORKER_BROWSER] = undefined;
  return fileBrowser();
}

/** After a file: closes every context it opened in the worker's browser, which stays for the next file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * The worker's browser (fileBrowser) and a fresh context (cookies, storage) and page per test. Call it in a
 * describe block; `open` hands the test's browser, context and page to the file's variables.
 */
export function browserPerTest(open: (session: BrowserSession) => void, viewport = { width: 1280, height: 800 }): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await fileBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });
  beforeEach(async () => {
    context = await newContext(browser!, viewport.width, viewport.height);
    open({ browser: browser!, context, page: await context.newPage() });
  });
  afterEach(async () => {
    await context?.close();
  });
}

/**
 * The app has taken the server's markup over (client/app-root.tsx marks the document; until then a
 * drawn form sends nothing), and a frame has passed for its effects.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE, { timeout: WAIT_MS });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Signed in on the dashboard. A seed account signs in once per run, then reuses that session's cookie, since a sign-in costs a page,
 * a password hash and, for staff, a code per 30 s step at most; anyone else, or an ended session, signs in as `signIn` does.
 */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await loginAt(page, '/', email, password);
}

/** Signed in, on `path` of the portal: as `login`, but a kept session opens `path` itself rather than the dashboard first. */
export async function loginAt(page: Page, path: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  const reusable = password === DEMO_PASSWORD && SEED_EMAILS.has(email);
  if (reusable && (await resumeSession(page, email, path))) return;
  await signIn(page, email, password);
  if (reusable) await keepSession(page, email);
  if (path !== '/') await page.goto(path);
}

/** Signs in on the sign-in screen; staff set up two-step sign-in at their first sign-in of a run and give its code after that. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await untilHydrated(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await completeSecondStep(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at (not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

// vitest's expect has no auto-waiting locator matchers (those belong to @playwright/test);
// these wait for what a person would see and fail with the locator in the message.

export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: WAIT_MS });
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: WAIT_MS });
}

/** The element has the keyboard focus (e.g. the first invalid field after a refused submit). */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement), { timeout: WAIT_MS }).toBe(true);
}

/** The address bar's path, once the app has settled on it. */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: WAIT_MS }).toBe(pathname);
}

/** The visible texts of all matches, in order (e.g. the links of a menu). */
export async function expectTexts(locator: Locator, texts: string[]): Promise<void> {
  await expect.poll(() => locator.allInnerTexts().then((all) => all.map((t) => t.trim())), { timeout: WAIT_MS }).toEqual(texts);
}

/**
 * Closes the toasts with their close button and waits until none is left, since one covers what lies under it (on a phone the menu
 * button and the bell) for 4 s, longer while the pointer rests on it.
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  const showing = page.locator('[data-sonner-toast][data-removed="false"][data-visible="true"]');
  const deadline = Date.now() + 15_000;
  // Until none is left: the action just taken may still bring one.
  while ((await toasts.count()) > 0) {
    if (Date.now() > deadline) throw new Error('a notification stayed on screen for 15 s');
    if ((await showing.count()) > 0) {
      // It may leave by itself meanwhile.
      await showing.first().getByRole('button', { name: 'Melding sluiten' }).click({ timeout: 2_000 }).catch(() => undefined);
      // A pointer resting where notifications appear would keep the next one on screen.
      await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
    }
    await page.waitForTimeout(100);
  }
}

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { name, exact: true });
}

/** The sidebar's menu (desktop column or mobile drawer). */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Hoofdmenu' });
}

/** Nothing on the page is wider than the window, so it never scrolls sideways. */
export async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is breder dan het venster`).toBeLessThanOrEqual(innerWidth);
}
