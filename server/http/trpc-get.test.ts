import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { buildApp } from '@/server/app/app';
import { createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { trpcBatchResponse, trpcInput, trpcQueryString, trpcResponse } from '@/server/testing/trpc-http';

// Queries over HTTP as the browser sends them: GETs, answered by tRPC's Fastify adapter.

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
