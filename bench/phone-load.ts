import type { Browser, Cookie, Locator, Page } from 'playwright-core';

// One cold load on Lighthouse's mobile profile: a fresh context (empty cache), network and CPU throttled over the DevTools protocol,
// LCP from a PerformanceObserver, and every request's start, end and bytes on the wire.

export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  downloadKbitPerSecond: 1_600,
  uploadKbitPerSecond: 750,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;

/** After the page shows its content, nothing asked or answered for this long (the live stream aside): it has settled. */
const QUIET_MS = 2_000;
const LOAD_TIMEOUT_MS = 90_000;

export interface TimedRequest {
  url: string;
  /** From the document's request, ms. */
  start: number;
  /** When the last byte arrived; null while still open (the live stream). */
  end: number | null;
  /** On the wire (compressed body and headers). */
  bytes: number;
}

export interface PhoneLoad {
  lcpMs: number;
  /** Each LCP candidate in turn: time, element, the start of its text, painted size. */
  lcpCandidates: string[];
  /** Where the page ended up (a signed-out dashboard would end on /auth). */
  finalPath: string;
  requests: TimedRequest[];
}

interface Pending {
  url: string;
  startSeconds: number;
}

// Runs in the page before its own scripts: remembers the latest LCP candidate, and every candidate
// with its time, element and the start of its text (what grew the LCP, and when).
function observeLargestContentfulPaint() {
  const holder = window as unknown as { __lcp?: number; __lcpCandidates?: string[] };
  holder.__lcpCandidates = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; size?: number })[]) {
      holder.__lcp = entry.startTime;
      const text = entry.element?.textContent?.trim().slice(0, 30) ?? '';
      holder.__lcpCandidates!.push(`${Math.round(entry.startTime)} ms <${entry.element?.tagName.toLowerCase() ?? 'removed'}> "${text}" ${entry.size ?? 0} px²`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** What a person waits for on the page: its heading or its form, drawn with its data. */
export type ReadyWhen = (page: Page) => Locator;

export async function coldLoad(browser: Browser, origin: string, path: string, ready: ReadyWhen, cookies: Cookie[] = []): Promise<PhoneLoad> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: PHONE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(observeLargestContentfulPaint);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: (PHONE_PROFILE.downloadKbitPerSecond * 1000) / 8,
      uploadThroughput: (PHONE_PROFILE.uploadKbitPerSecond * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });

    const pending = new Map<string, Pending>();
    const done: { url: string; startSeconds: number; endSeconds: number | null; bytes: number }[] = [];
    let lastActivity = performance.now();
    const isLiveStream = (url: string) => new URL(url).pathname === '/trpc/live.events';
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('http')) return;
      pending.set(event.requestId, { url: event.request.url, startSeconds: event.timestamp });
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = pending.get(event.requestId);
      if (!request) return;
      pending.delete(event.requestId);
      done.push({ ...request, endSeconds: event.timestamp, bytes: event.encodedDataLength });
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = pending.get(event.requestId);
      if (!request) return;
      pending.delete(event.requestId);
      done.push({ ...request, endSeconds: event.timestamp, bytes: 0 });
      lastActivity = performance.now();
    });

    await page.goto(path, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await ready(page).first().waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
    const deadline = performance.now() + LOAD_TIMEOUT_MS;
    const busy = () => [...pending.values()].some((request) => !isLiveStream(request.url));
    while (busy() || performance.now() - lastActivity < QUIET_MS) {
      if (performance.now() > deadline) throw new Error(`${path} did not settle within ${LOAD_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { lcpMs, lcpCandidates } = await page.evaluate(() => {
      const holder = window as unknown as { __lcp?: number; __lcpCandidates?: string[] };
      return { lcpMs: holder.__lcp ?? Number.NaN, lcpCandidates: holder.__lcpCandidates ?? [] };
    });

    const all = [...done, ...[...pending.values()].map((request) => ({ ...request, endSeconds: null, bytes: 0 }))];
    const zero = Math.min(...all.map((request) => request.startSeconds));
    const ms = (seconds: number) => Math.round((seconds - zero) * 1000);
    const requests = all
      .map((request) => ({ url: request.url, start: ms(request.startSeconds), end: request.endSeconds === null ? null : ms(request.endSeconds), bytes: request.bytes }))
      .sort((a, b) => a.start - b.start);
    return { lcpMs: Math.round(lcpMs), lcpCandidates, finalPath: new URL(page.url()).pathname, requests };
  } finally {
    await context.close();
  }
}
