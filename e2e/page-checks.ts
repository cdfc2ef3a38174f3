import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { baseUrl, expectVisible, untilHydrated, WAIT_MS } from './browser';

// Every page a browser test opens is checked with axe-core (WCAG 2.1 A/AA and best practice), for fit to its window and for the
// server's Content-Security-Policy, all in one visit, so a page is opened once per width and role.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Minor rules the scan once found and that were fixed; they stay fixed. */
const KEPT_CLEAN = new Set(['landmark-unique', 'heading-order']);

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A serious or critical violation fails; so does any finding of the rules listed in KEPT_CLEAN. */
function fails(violation: Result): boolean {
  return FAILING_IMPACTS.has(violation.impact ?? '') || KEPT_CLEAN.has(violation.id);
}

function describeViolation(where: string, violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  return `${where}: axe ${violation.id} (${violation.impact}) ${violation.help} → ${targets.join(', ')}`;
}

/** A Content-Security-Policy violation, on the page whose address it happened on. */
export interface CspViolation {
  page: string;
  what: string;
}

export type CheckedPage = { context: BrowserContext; page: Page; cspViolations: CspViolation[] };

/** What each checked page has asked for and not yet been answered (the live stream never is), and how many it asked for. */
const loading = new WeakMap<Page, { pending: Set<Request>; started: number }>();

/**
 * Collects every CSP violation (the page's events and Chromium's console lines) and carries axe as an init script, compiled once
 * rather than sent per page (which cost as much as the scan); an init script is not inline, so the policy stays enforced.
 */
export async function checkedPage(browser: Browser, width = 1280, height = 800): Promise<CheckedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const cspViolations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page: source }, what: string) => {
    cspViolations.push({ page: new URL(source.url()).pathname, what });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (what: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  await context.addInitScript({ content: AXE_SOURCE });
  const page = await context.newPage();
  const requests = { pending: new Set<Request>(), started: 0 };
  loading.set(page, requests);
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    requests.pending.add(request);
    requests.started++;
  });
  page.on('requestfinished', (request) => requests.pending.delete(request));
  page.on('requestfailed', (request) => requests.pending.delete(request));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push({ page: new URL(page.url()).pathname, what: message.text() });
  });
  return { context, page, cspViolations };
}

/** The CSP violations in words, each with its page. */
export function describeCspViolations(violations: readonly CspViolation[]): string[] {
  return violations.map((violation) => `${violation.page}: Content-Security-Policy ${violation.what}`);
}

/**
 * The app has taken the checked page over and has nothing left to load: every request it made is
 * answered, and a frame later (for what an answer drew) it has asked for nothing more.
 */
export async function untilSettled(page: Page): Promise<void> {
  const requests = loading.get(page);
  if (!requests) throw new Error('untilSettled: de pagina komt niet van checkedPage');
  await untilHydrated(page);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    while (requests.pending.size > 0) {
      if (Date.now() > deadline) throw new Error(`nog aan het laden: ${[...requests.pending].map((request) => request.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = requests.started;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (requests.pending.size === 0 && requests.started === started) return;
  }
}

/**
 * axe on the page as it is now, once it shows its heading and has nothing left to load: the failing
 * findings, each named by `where`; the minor ones are logged.
 */
export async function axeFailures(page: Page, where: string): Promise<string[]> {
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await untilSettled(page);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    }),
    TAGS,
  );
  for (const violation of results.violations.filter((found) => !fails(found))) console.warn(`[axe] ${describeViolation(where, violation)}`);
  return results.violations.filter(fails).map((violation) => describeViolation(where, violation));
}

/**
 * What does not fit the window as shown now, in words (empty when all fits): nothing scrolls sideways (page or a card's table),
 * every table action shows its name, and no date breaks over two lines.
 */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      const label = element.closest('[aria-label]')?.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}>${testId ? ` in ${testId}` : ''}${label ? ` "${label}"` : ''}`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`de pagina schuift ${root.scrollWidth - root.clientWidth}px opzij`);
    for (const element of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)} schuift ${element.scrollWidth - element.clientWidth}px opzij`);
      }
    }
    for (const table of document.querySelectorAll('table')) {
      for (const action of table.querySelectorAll('button, a[href]')) {
        if (!(action as HTMLElement).innerText.trim()) found.push(`${name(action)} "${action.getAttribute('aria-label') ?? ''}" toont alleen een icoon`);
      }
    }
    // "22 november 2026": one line wherever it stands.
    const date = /\b\d{1,2}[ \u00a0](januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)[ \u00a0]\d{4}\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(date)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`${name(node.parentElement!)}: "${match[0]}" staat op ${lines.size} regels`);
      }
    }
    return found;
  });
}
