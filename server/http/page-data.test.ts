import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DehydratedState } from '@tanstack/react-query';
import { createTRPCReact, getQueryKey } from '@trpc/react-query';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@/src/page-queries';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { newTotpKey } from '@/server/auth/two-factor';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@/src/route-preloads';
import type { AppRouter } from '@/server/routers';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { PERSONAL, REVALIDATE } from './client-app';

// A cold load of a page as the browser gets it: for someone signed in, the page's first data in the
// HTML under the query keys the route loaders read; for anyone else, none.

// The browser's own tRPC hooks name the query keys the loaders and components read.
const trpc = createTRPCReact<AppRouter>();
const PRELOADS: RoutePreloads = {
  '/': { signedIn: true, files: ['assets/dashboard.js', 'assets/shell.js'] },
  '/progress': { signedIn: true, files: ['assets/progress.js', 'assets/shell.js'] },
  '/auth': { signedIn: false, files: ['assets/auth.js', 'assets/forms.js'] },
};

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-page-data-'));
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(path.join(clientDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="nl"><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  env = await createTestEnv();
  app = await buildApp({ services: env.services, clientDir });
});
afterAll(async () => {
  await app.close();
  await env.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function signedIn(user: { id: string }, options: Parameters<typeof createSession>[4] = { twoFactorVerified: true }) {
  return (await createSession(env.services.db, user.id, undefined, new Date(), options)).token;
}

async function clientWithProject(fullName?: string) {
  const client = await createTestUser(env.services, { role: 'client', fullName });
  const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
  return { client, project };
}

/** The page at `url` as a browser holding `token` gets it, with the data it carries (if any). */
async function page(url: string, token?: string) {
  const response = await app.inject({ method: 'GET', url, cookies: token ? { session: token } : {} });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  const state = script ? superjson.parse<DehydratedState>(script[1]!) : null;
  const dataAt = (key: readonly unknown[]) => state?.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  return { html, state, dataAt, preloads, cacheControl: response.headers['cache-control'], keys: state?.queries.map((query) => query.queryKey) ?? [] };
}

describe('a signed-out page', () => {
  it('carries no data, only the early question who is signed in, and the sign-in page’s files', async () => {
    for (const url of ['/', '/progress', '/auth']) {
      const signedOut = await page(url);
      expect(signedOut.state, url).toBeNull();
      expect(signedOut.html).not.toContain(PAGE_DATA_ELEMENT_ID);
      expect(signedOut.html).toContain('<link rel="preload" as="fetch" crossorigin href="/trpc/auth.me?input=');
      expect(signedOut.preloads).toEqual(['/assets/auth.js', '/assets/forms.js']);
      expect(signedOut.cacheControl).toBe(REVALIDATE);
    }
  });

  it('gets none with a session that is unknown', async () => {
    const stranger = await page('/', 'geen-echte-sessie');
    expect(stranger.state).toBeNull();
  });
});

describe('a session that still owes its second step', () => {
  it('gets no data, not even the user, and the sign-in page’s files', async () => {
    const { client } = await clientWithProject();
    await env.services.db.updateTable('users').set({ totpKey: newTotpKey() }).where('id', '=', client.id).execute();
    const owing = await page('/', await signedIn(client, { awaitingTwoFactor: true }));
    expect(owing.state).toBeNull();
    expect(owing.html).not.toContain(client.email);
    expect(owing.preloads).toEqual(['/assets/auth.js', '/assets/forms.js']);
  });
});

describe("a client's dashboard, opened cold", () => {
  it('holds the user, the bell and the dashboard under the keys the loaders read, as the procedures answer them', async () => {
    const { client, project } = await clientWithProject();
    const caller = await callerFor(env.services, client);
    const dashboard = await page('/', await signedIn(client));

    expect(dashboard.keys).toEqual([
      getQueryKey(trpc.auth.me, undefined, 'query'),
      getQueryKey(trpc.notifications.unreadCount, undefined, 'query'),
      getQueryKey(trpc.client.dashboard.get, undefined, 'query'),
    ]);
    expect(dashboard.dataAt(getQueryKey(trpc.client.dashboard.get, undefined, 'query'))).toEqual(await caller.client.dashboard.get());
    expect(dashboard.dataAt(getQueryKey(trpc.notifications.unreadCount, undefined, 'query'))).toEqual(await caller.notifications.unreadCount());
    const me = dashboard.dataAt(getQueryKey(trpc.auth.me, undefined, 'query')) as Awaited<ReturnType<typeof caller.auth.me>>;
    expect(me?.projects.map((p) => p.id)).toEqual([project.id]);
    // Dates stay dates, as over /trpc.
    expect(me?.projects[0]?.createdAt).toBeInstanceOf(Date);
    expect(dashboard.preloads).toEqual(['/assets/dashboard.js', '/assets/shell.js']);
    expect(dashboard.cacheControl).toBe(PERSONAL);
    expect(dashboard.html).not.toContain('rel="preload" as="fetch"');
  });

  it('never shows another client’s data, nor theirs in its address', async () => {
    const mine = await clientWithProject();
    const theirs = await clientWithProject('Anna Ander');
    const token = await signedIn(mine.client);
    for (const url of ['/', `/progress?project=${theirs.project.id}`, '/progress']) {
      const seen = await page(url, token);
      expect(seen.html, url).not.toContain(theirs.project.id);
      expect(seen.html, url).not.toContain(theirs.client.email);
      expect(seen.html, url).not.toContain('Anna Ander');
    }
    // Another's project in the address: the page shows "Project niet gevonden", so nothing of it is loaded.
    const other = await page(`/progress?project=${theirs.project.id}`, token);
    expect(other.keys.map((key) => (key as [string[]])[0].join('.'))).toEqual(['auth.me', 'notifications.unreadCount']);
  });

  it('keeps the page what it is when a name holds a script end', async () => {
    const { client } = await clientWithProject('</script><script>alert(1)</script>');
    const dashboard = await page('/', await signedIn(client));
    expect(dashboard.html).not.toContain('<script>alert(1)');
    const me = dashboard.dataAt(getQueryKey(trpc.auth.me, undefined, 'query')) as { profile: { fullName: string } };
    expect(me.profile.fullName).toBe('</script><script>alert(1)</script>');
  });
});

describe("a client's progress page, opened cold", () => {
  it('holds the timeline, files and messages of the project in the address, or the newest', async () => {
    const { client, project } = await clientWithProject();
    // A second later: two projects made within the same millisecond would tie on their creation time.
    const newer = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', createdAt: new Date(Date.now() + 1000) });
    const token = await signedIn(client);
    const caller = await callerFor(env.services, client);
    const input = { projectId: project.id };

    const chosen = await page(`/progress?project=${project.id}`, token);
    expect(chosen.keys).toEqual([
      getQueryKey(trpc.auth.me, undefined, 'query'),
      getQueryKey(trpc.notifications.unreadCount, undefined, 'query'),
      getQueryKey(trpc.project.timeline.get, input, 'query'),
      getQueryKey(trpc.project.uploads.list, input, 'infinite'),
      getQueryKey(trpc.project.messages.list, input, 'infinite'),
    ]);
    expect(chosen.dataAt(getQueryKey(trpc.project.timeline.get, input, 'query'))).toEqual(await caller.project.timeline.get(input));
    expect(chosen.dataAt(getQueryKey(trpc.project.messages.list, input, 'infinite'))).toEqual({ pages: [await caller.project.messages.list(input)], pageParams: [null] });
    expect(chosen.preloads).toEqual(['/assets/progress.js', '/assets/shell.js']);

    const newest = await page('/progress', token);
    expect(newest.keys).toContainEqual(getQueryKey(trpc.project.timeline.get, { projectId: newer.id }, 'query'));
  });

  it('is not part of a HEAD request', async () => {
    const { client } = await clientWithProject();
    const head = await app.inject({ method: 'HEAD', url: '/', cookies: { session: await signedIn(client) } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
