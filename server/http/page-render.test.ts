import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@/src/route-preloads';
import { createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { PERSONAL, REVALIDATE } from './client-app';

// The first screen in the HTML: the page as the browser app draws it, from the same data the page
// carries, before any script runs. The renderer is the browser app's own server entry.

const PRELOADS: RoutePreloads = {
  '/': { signedIn: true, files: ['assets/dashboard.js'] },
  '/auth': { signedIn: false, files: ['assets/auth.js'] },
};

const STYLES = '.grid{display:grid}';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-Ab12.css">';

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-page-render-'));
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-Ab12.css'), STYLES);
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html lang="nl"><head><script type="module" src="/assets/index.js"></script>${STYLESHEET}</head><body><div id="root"></div></body></html>`,
  );
  env = await createTestEnv();
  // Loaded here, in the hook's time: the whole browser app goes through the transform.
  const renderer = await import('@/client/entry-server');
  app = await buildApp({ services: env.services, clientDir, loadPageRenderer: async () => renderer });
});
afterAll(async () => {
  await app.close();
  await env.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** What the page at `url` shows before its scripts run: the markup inside `<div id="root">`. */
async function firstScreen(url: string, token?: string) {
  const response = await app.inject({ method: 'GET', url, cookies: token ? { session: token } : {}, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode).toBe(200);
  const root = /<div id="root">([\s\S]*)<\/div>/.exec(response.body)?.[1] ?? '';
  return { root, html: response.body, cacheControl: response.headers['cache-control'] };
}

async function clientWithProject(fullName: string) {
  const client = await createTestUser(env.services, { role: 'client', fullName });
  const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
  const token = (await createSession(env.services.db, client.id, undefined, new Date(), { twoFactorVerified: true })).token;
  return { client, project, token };
}

describe('the sign-in page', () => {
  it('arrives with its form drawn, and no one’s data', async () => {
    const page = await firstScreen('/auth');
    expect(page.root).toContain(`>${nl.authScreen.loginTitle}<`);
    expect(page.root).toMatch(/<form[^>]*>[\s\S]*type="email"[\s\S]*type="password"/);
    expect(page.html).not.toContain('page-data');
    expect(page.cacheControl).toBe(REVALIDATE);
  });

  it('runs no script before the app but the submit guard, which its policy allows by hash', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth', headers: { 'accept-encoding': 'identity' } });
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('carries its stylesheet, so that it paints without waiting for another file', async () => {
    const page = await firstScreen('/auth');
    expect(page.html).toContain(`<style>${STYLES}</style>`);
    expect(page.html).not.toContain(STYLESHEET);
  });
});

describe("a client's dashboard, opened cold", () => {
  it('arrives drawn with their own projects and name, and nothing of another client', async () => {
    const anna = await clientWithProject('Anna Ansems');
    const bert = await clientWithProject('Bert Bakker');
    const page = await firstScreen('/', anna.token);
    expect(page.root).toContain(`project-${anna.project.id}-title`);
    expect(page.root).toContain('Anna Ansems');
    expect(page.root).not.toContain(bert.project.id);
    expect(page.html).not.toContain('Bert Bakker');
    expect(page.cacheControl).toBe(PERSONAL);
  });

  it('shows a name as typed, even one that looks like a replacement pattern', async () => {
    const odd = await clientWithProject("Anna $' $& Ansems");
    const page = await firstScreen('/', odd.token);
    expect(page.root).toContain('Anna $&#x27; $&amp; Ansems');
    expect(page.html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('goes out compressed, being tens of KB drawn', async () => {
    const { token } = await clientWithProject('Anna Ansems');
    const response = await app.inject({ method: 'GET', url: '/', cookies: { session: token }, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('Anna Ansems');
  });
});

describe('a page the data cannot draw', () => {
  it('goes out empty for the browser to draw, never as an error', async () => {
    // Signed out on a signed-in page: the guard sends the browser on to /auth.
    const signedOut = await firstScreen('/');
    expect(signedOut.root).toBe('');
    expect(signedOut.html).toContain(STYLESHEET);
    const bert = await clientWithProject('Bert Bakker');
    // A page whose first data only its loader knows.
    expect((await firstScreen('/invoices', bert.token)).root).toBe('');
  });
});
