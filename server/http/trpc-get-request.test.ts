import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyReply } from 'fastify';
import superjson from 'superjson';
import { buildApp } from '@/server/app/app';
import { createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { getRequestFor } from './trpc-get-request';
import { trpcBatchResponse, trpcInput, trpcQueryString, trpcResponse } from '@/server/testing/trpc-http';

// Queries over HTTP as the browser sends them: GETs, which tRPC reads through trpc-get-request.ts.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let session: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  const admin = await createTestUser(env.services, { role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: trpcInput({ email: admin.email, password: TEST_PASSWORD }),
  });
  session = login.cookies.find((cookie) => cookie.name === 'session')!.value;
});
afterAll(async () => {
  await app.close();
  await env.close();
});

const batchQuery = (inputs: unknown[]) =>
  `batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, index) => [index, superjson.serialize(input)]))))}`;

describe('queries over GET', () => {
  it('answers a batch of queries, each with its own result, in one answer', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/trpc/admin.stats.get,admin.invoices.list?${batchQuery([undefined, { q: '', page: 1 }])}`,
      cookies: { session },
    });
    expect(response.statusCode).toBe(200);
    const [stats, invoices] = trpcBatchResponse(response);
    expect(stats?.data).toMatchObject({ totalUsers: 1, invoices: 0 });
    expect(invoices?.data).toMatchObject({ items: [], total: 0 });
  });

  it('streams a batch to a client that asks for it line by line', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/trpc/admin.stats.get,admin.invoices.list?${batchQuery([undefined, { q: 'bakker', page: 1 }])}`,
      headers: { 'trpc-accept': 'application/jsonl' },
      cookies: { session },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.body).toContain('"totalUsers":1');
    expect(response.body).toContain('"items":[]');
  });

  it('refuses input the schema rejects, and a mutation asked for with GET', async () => {
    const invalid = await app.inject({ method: 'GET', url: `/trpc/admin.invoices.list?${trpcQueryString('alle facturen')}`, cookies: { session } });
    expect(invalid.statusCode).toBe(400);
    expect(trpcResponse(invalid).error?.data.code).toBe('BAD_REQUEST');
    const mutation = await app.inject({ method: 'GET', url: '/trpc/auth.logout', cookies: { session } });
    expect(mutation.statusCode).toBe(405);
  });

  it('reads the session cookie and answers 401 without one', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/trpc/admin.stats.get' });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await app.inject({ method: 'GET', url: '/trpc/admin.stats.get', cookies: { session } });
    expect(trpcResponse(signedIn).data).toMatchObject({ totalUsers: 1 });
  });
});

describe('the signal of a GET', () => {
  // A bare server with the one route: the signal as a procedure would see it, over a real socket.
  async function serverWithSignal(answer: (reply: FastifyReply) => void) {
    const server = Fastify({ forceCloseConnections: true });
    let signal: AbortSignal | undefined;
    server.get('/', (request, reply) => {
      signal = getRequestFor(request, reply).signal;
      answer(reply);
    });
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    return { server, origin, signal: () => signal! };
  }

  it('aborts when the browser leaves before the whole answer went out', async () => {
    const { server, origin, signal } = await serverWithSignal((reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': open\n\n');
    });
    const leaving = new AbortController();
    const response = await fetch(origin, { signal: leaving.signal });
    await response.body!.getReader().read();
    expect(signal().aborted).toBe(false);
    leaving.abort();
    await vi.waitFor(() => expect(signal().aborted).toBe(true));
    await server.close();
  });

  it('stays quiet once the answer was sent', async () => {
    const { server, origin, signal } = await serverWithSignal((reply) => void reply.send('klaar'));
    expect(await fetch(origin, { headers: { connection: 'close' } }).then((response) => response.text())).toBe('klaar');
    await server.close();
    expect(signal().aborted).toBe(false);
  });
});
