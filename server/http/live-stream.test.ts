import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { TRPCClientError } from '@trpc/client';
import { buildApp } from '@/server/app/app';
import { appRouter, type AppRouter } from '@/server/routers';
import { contextSourceFor, createContextInner } from '@/server/trpc/context';
import { createSession, DEFAULT_SESSION_POLICY } from '@/server/auth/sessions';
import { latestLiveEventId } from '@/db/queries/live-events';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { browserClient, followLive } from '@/client/testing/live-browser';
import { trpcQueryString } from '@/server/testing/trpc-http';

// The live stream over HTTP as a browser's tRPC client reads it: ids, refusals, reconnects, a closed tab.
// The portal writes the stream's events itself, so the last tests hold them to tRPC's own writer.

let env: TestEnv;
let app: FastifyInstance;
let base: string;
let client: { id: string };
let outsider: { id: string };
let developer: { id: string };
let projectId: string;

const cookieFor = async (userId: string) => `session=${(await createSession(env.services.db, userId, DEFAULT_SESSION_POLICY, new Date())).token}`;
const browserOf = async (userId: string) => browserClient(`${base}`, { cookie: await cookieFor(userId), origin: base });

async function until(check: () => boolean, timeoutMs = 3_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The stream's events one at a time, each up to its blank line (the empty lines between events skipped). */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return async () => {
    text = text.replace(/^\n+/, '');
    while (!text.includes('\n\n')) text = (text + decoder.decode((await reader.read()).value, { stream: true })).replace(/^\n+/, '');
    const end = text.indexOf('\n\n') + 2;
    const event = text.slice(0, end);
    text = text.slice(end);
    return event;
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  client = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
  outsider = await createTestUser(env.services, { role: 'client' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  projectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id })).id;
});
afterAll(async () => {
  await app.close();
  await env.close();
});

describe('a live stream over HTTP', () => {
  it("starts with tRPC's connected event and sends each event with its id", async () => {
    const tab = new AbortController();
    const response = await fetch(`${base}/trpc/live.events?${trpcQueryString({ projectId })}`, {
      headers: { cookie: await cookieFor(client.id), accept: 'text/event-stream' },
      signal: tab.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      const nextEvent = eventReader(response.body!);
      expect(await nextEvent()).toBe('event: connected\ndata: {"reconnectAfterInactivityMs":25000}\n\n');
      const sent = await (await callerFor(env.services, developer)).project.messages.send({ projectId, message: 'Eén frame' });
      const text = await nextEvent();
      const id = await latestLiveEventId(env.services.db);
      expect(text).toMatch(new RegExp(`^data: \\{"json":\\{"kind":"message".*"message":"Eén frame".*\\}\\}\nid: \\d+\n\n`));
      expect(text).toContain(sent.id);
      expect(Number(/id: (\d+)/.exec(text)![1])).toBeLessThanOrEqual(id);
    } finally {
      tab.abort();
    }
    await until(() => env.services.live.subscriptionCount === 0);
  });

  it('sends the renewed session cookie with the headers, as any other answer does', async () => {
    const { token, session } = await createSession(env.services.db, client.id, DEFAULT_SESSION_POLICY, new Date());
    const aWhileAgo = new Date(Date.now() - 5 * 60_000);
    await env.services.db.updateTable('sessions').set({ lastSeenAt: aWhileAgo, expiresAt: new Date(Date.now() + 60 * 60_000) }).where('id', '=', session.id).execute();
    const tab = new AbortController();
    const response = await fetch(`${base}/trpc/live.events?${trpcQueryString({ projectId })}`, {
      headers: { cookie: `session=${token}`, accept: 'text/event-stream' },
      signal: tab.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^session=${token};`));
    tab.abort();
    await until(() => env.services.live.subscriptionCount === 0);
  });

  it("shows a developer's message in the client's open page, Dates as Dates", async () => {
    const stream = followLive(await browserOf(client.id), { projectId });
    await stream.started;
    const sent = await (await callerFor(env.services, developer)).project.messages.send({ projectId, message: 'Via HTTP' });
    await stream.waitFor((payload) => payload.kind === 'message' && payload.message.id === sent.id, 3_000);
    expect(stream.received.find((payload) => payload.kind === 'message' && payload.message.id === sent.id)).toEqual({ kind: 'message', projectId, message: sent });
    stream.close();
    await until(() => env.services.live.subscriptionCount === 0);
  });

  it("refuses another client's project with NOT_FOUND, which the browser's client reads as such", async () => {
    const browser = await browserOf(outsider.id);
    const error = await new Promise<unknown>((resolve) => {
      const subscription = browser.live.events.subscribe({ projectId }, { onError: (caught) => (subscription.unsubscribe(), resolve(caught)), onData: () => resolve('data') });
    });
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');
  });

  it('catches a reconnecting browser up from the Last-Event-ID it sends', async () => {
    const before = String(await latestLiveEventId(env.services.db));
    await (await callerFor(env.services, developer)).project.messages.send({ projectId, message: 'Gemist via HTTP' });
    const tab = new AbortController();
    const response = await fetch(`${base}/trpc/live.events?${trpcQueryString({ projectId })}`, {
      headers: { cookie: await cookieFor(client.id), accept: 'text/event-stream', 'last-event-id': before },
      signal: tab.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('Gemist via HTTP')) text += decoder.decode((await reader.read()).value, { stream: true });
    tab.abort();
  });

  it('ends the subscription on the server when the tab closes', async () => {
    await until(() => env.services.live.subscriptionCount === 0);
    const stream = followLive(await browserOf(client.id), { projectId });
    await stream.started;
    await until(() => env.services.live.subscriptionCount === 1);
    stream.close();
    await until(() => env.services.live.subscriptionCount === 0);
  });
});

describe("the live stream's own writer against tRPC's", () => {
  let library: FastifyInstance;
  let libraryBase: string;

  beforeAll(async () => {
    // The same router and context behind tRPC's Fastify adapter alone: its own SSE writer.
    library = Fastify();
    await library.register(cookie);
    await library.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: { router: appRouter, createContext: ({ req, res }) => createContextInner(contextSourceFor(env.services, req, res)) },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
    await library.listen({ port: 0, host: '127.0.0.1' });
    const address = library.server.address();
    libraryBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await library.close();
  });

  /** A stream's text as it arrives, read on until `enough` says so. */
  async function openStream(origin: string, cookieHeader: string, input: { projectId?: string } = { projectId }) {
    const tab = new AbortController();
    const response = await fetch(`${origin}/trpc/live.events?${trpcQueryString(input)}`, {
      headers: { cookie: cookieHeader, accept: 'text/event-stream' },
      signal: tab.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    return {
      response,
      close: () => tab.abort(),
      async readUntil(enough: (text: string) => boolean) {
        while (!enough(text)) text += decoder.decode((await reader.read()).value, { stream: true });
        return text;
      },
    };
  }

  it('sends the same headers and bytes for the connected event and an event with its id', async () => {
    const cookieHeader = await cookieFor(client.id);
    const ours = await openStream(base, cookieHeader);
    const theirs = await openStream(libraryBase, cookieHeader);
    try {
      for (const name of ['content-type', 'cache-control', 'x-accel-buffering', 'vary']) {
        expect(ours.response.headers.get(name), name).toBe(theirs.response.headers.get(name));
      }
      const connected = (text: string) => text.includes('\n\n\n');
      expect(await ours.readUntil(connected)).toBe(await theirs.readUntil(connected));
      await until(() => env.services.live.subscriptionCount === 2);
      await (await callerFor(env.services, developer)).project.messages.send({ projectId, message: 'Zelfde bytes' });
      const message = (text: string) => /Zelfde bytes.*\nid: \d+\n\n\n$/s.test(text);
      const [ourText, theirText] = await Promise.all([ours.readUntil(message), theirs.readUntil(message)]);
      expect(ourText).toContain('Zelfde bytes');
      expect(ourText).toBe(theirText);
    } finally {
      ours.close();
      theirs.close();
    }
    await until(() => env.services.live.subscriptionCount === 0);
  });

  it("refuses another client's project, and answers HEAD, as tRPC's own handler does", async () => {
    const cookieHeader = await cookieFor(outsider.id);
    const refused = (text: string) => /event: serialized-error\ndata: .*\n\n\n$/.test(text);
    const [ours, theirs] = await Promise.all([openStream(base, cookieHeader), openStream(libraryBase, cookieHeader)]);
    const [ourText, theirText] = await Promise.all([ours.readUntil(refused), theirs.readUntil(refused)]);
    ours.close();
    theirs.close();
    expect(ours.response.status).toBe(theirs.response.status);
    expect(ourText).toContain('"code":"NOT_FOUND"');
    const withoutStack = (text: string) => text.replace(/,"stack":"(?:[^"\\]|\\.)*"/, '');
    expect(withoutStack(ourText)).toBe(withoutStack(theirText));
    const head = (origin: string) => fetch(`${origin}/trpc/live.events?${trpcQueryString({ projectId })}`, { method: 'HEAD', headers: { cookie: cookieHeader } });
    expect((await head(base)).status).toBe((await head(libraryBase)).status);
    expect(env.services.live.subscriptionCount).toBe(0);
  });

  it('ends with the same error event when the session ends under an open stream', async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    const cookieHeader = await cookieFor(user.id);
    const [ours, theirs] = await Promise.all([openStream(base, cookieHeader, {}), openStream(libraryBase, cookieHeader, {})]);
    try {
      await until(() => env.services.live.subscriptionCount === 2);
      await env.services.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
      const ended = (text: string) => /event: serialized-error\ndata: .*\n\n\n$/.test(text);
      const [ourText, theirText] = await Promise.all([ours.readUntil(ended), theirs.readUntil(ended)]);
      // The same error, apart from the stack trace a development server adds (each writer's own).
      const errorOf = (text: string) => {
        const error = JSON.parse(/event: serialized-error\ndata: (.*)\n/.exec(text)![1]!);
        delete error.json.data.stack;
        return error;
      };
      expect(errorOf(ourText).json.data.code).toBe('UNAUTHORIZED');
      expect(errorOf(ourText)).toEqual(errorOf(theirText));
      expect(ourText.replace(/event: serialized-error[^]*$/, '')).toBe(theirText.replace(/event: serialized-error[^]*$/, ''));
    } finally {
      ours.close();
      theirs.close();
    }
    await until(() => env.services.live.subscriptionCount === 0, 6_000);
  });
});
