import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TRPCClientError } from '@trpc/client';
import { buildApp } from '@/server/app/app';
import type { AppRouter } from '@/server/routers';
import { createSession, DEFAULT_SESSION_POLICY } from '@/server/auth/sessions';
import { latestLiveEventId } from '@/db/queries/live-events';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { browserClient, followLive } from '@/client/testing/live-browser';
import { trpcQueryString } from '@/server/testing/trpc-http';

// The live stream over HTTP as a browser's tRPC client reads it: events with their ids, a refusal
// as the client's error, a reconnect from the last event id, and a closed tab ending the stream.

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
