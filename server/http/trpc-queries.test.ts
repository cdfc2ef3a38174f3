import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/server/app/app';
import { createTestEnv, createTestProject, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { trpcBatchInput, trpcInput, trpcQueryString } from '@/server/testing/trpc-http';
import { insertProjectMessage } from '@/db/queries/project-messages';

// The queries of a GET are answered without tRPC's resolver (trpc-queries.ts). Whatever a browser
// asks, the answer must be the resolver's: the same status, headers and body. A request with a
// `trpc-accept` header goes to the resolver, which gives the answer to compare with.

// Test files share a worker's modules: this one loads them afresh, so that they import the mock.
const resolver = vi.hoisted(() => (vi.resetModules(), { calls: 0 }));
vi.mock('@trpc/server/http', async (original) => {
  const http = await original<typeof import('@trpc/server/http')>();
  return {
    ...http,
    resolveResponse: (...args: Parameters<typeof http.resolveResponse>) => {
      resolver.calls++;
      return http.resolveResponse(...args);
    },
  };
});

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
const sessions: Record<'owner' | 'other', string> = { owner: '', other: '' };
let projectId: string;
let ownerId: string;

async function signIn(email: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000' },
    payload: trpcInput({ email, password: TEST_PASSWORD }),
  });
  return login.cookies.find((cookie) => cookie.name === 'session')!.value;
}

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  const owner = await createTestUser(env.services, { role: 'client' });
  const other = await createTestUser(env.services, { role: 'client' });
  ownerId = owner.id;
  projectId = (await createTestProject(env.services, { clientId: owner.id, packageType: 'webshop' })).id;
  sessions.owner = await signIn(owner.email);
  sessions.other = await signIn(other.email);
});
afterAll(async () => {
  await app.close();
  await env.close();
});

const batch = (paths: string[], inputs: unknown[]) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(trpcBatchInput(inputs)))}`;

/** The parts of an answer a browser reads; a development stack trace names the path it took. */
function seen(response: LightMyRequestResponse) {
  const body = JSON.parse(response.body, (key, value: unknown) => (key === 'stack' ? undefined : value)) as unknown;
  return { status: response.statusCode, type: response.headers['content-type'], vary: response.headers.vary, body };
}

async function bothWays(url: string, session?: keyof typeof sessions) {
  const cookies = session ? { session: sessions[session] } : undefined;
  resolver.calls = 0;
  const direct = await app.inject({ method: 'GET', url, cookies });
  expect(resolver.calls, 'the plain GET is answered without the resolver').toBe(0);
  const resolved = await app.inject({ method: 'GET', url, cookies, headers: { 'trpc-accept': 'application/json' } });
  expect(resolver.calls, 'the GET with trpc-accept goes to the resolver').toBe(1);
  expect(seen(direct)).toEqual(seen(resolved));
  return seen(direct);
}

describe('queries of a GET', () => {
  it('answers a single query and a batch as the resolver does, Dates and all', async () => {
    const single = await bothWays(`/trpc/project.timeline.get?${trpcQueryString({ projectId })}`, 'owner');
    expect(single.status).toBe(200);
    expect(JSON.stringify(single.body)).toContain('"Date"');
    const both = await bothWays(batch(['client.dashboard.get', 'project.uploads.list'], [undefined, { projectId }]), 'owner');
    expect(both.status).toBe(200);
    expect(both.body).toHaveLength(2);
    expect(both.type).toBe('application/json');
    expect(both.vary).toBe('trpc-accept, accept');
  });

  it("answers another client's project, a visitor and rejected input with the resolver's refusals", async () => {
    expect((await bothWays(`/trpc/project.timeline.get?${trpcQueryString({ projectId })}`, 'other')).status).toBe(404);
    expect((await bothWays('/trpc/client.dashboard.get')).status).toBe(401);
    expect((await bothWays(`/trpc/project.timeline.get?${trpcQueryString({ projectId: 'geen-id' })}`, 'owner')).status).toBe(400);
  });

  it('answers a batch where one query is refused and one is not with both, as the resolver does', async () => {
    const mixed = await bothWays(batch(['project.timeline.get', 'client.dashboard.get'], [{ projectId }, undefined]), 'other');
    expect(mixed.status).toBe(207);
    expect(mixed.body).toMatchObject([{ error: { json: { data: { code: 'NOT_FOUND' } } } }, { result: { data: { json: { projects: [] } } } }]);
  });

  it("runs each query's checks, inputs and resolver as tRPC does, a page's input added to the project's", async () => {
    await insertProjectMessage(env.services.db, { projectId, authorId: ownerId, message: 'Eerste' });
    const newest = await insertProjectMessage(env.services.db, { projectId, authorId: ownerId, message: 'Tweede' });
    const progress = await bothWays(batch(['project.timeline.get', 'project.uploads.list', 'project.messages.list'], [{ projectId }, { projectId }, { projectId }]), 'owner');
    expect(progress.status).toBe(200);
    const messages = (answer: typeof progress, index: number) =>
      (answer.body as { result: { data: { json: { message: string }[] } } }[])[index]!.result.data.json.map((m) => m.message);
    expect(messages(progress, 2)).toEqual(['Tweede', 'Eerste']);
    const older = await bothWays(batch(['project.messages.list'], [{ projectId, cursor: newest.id }]), 'owner');
    expect(messages(older, 0)).toEqual(['Eerste']);
    const refused = await bothWays(batch(['project.messages.list'], [{ projectId, cursor: 'geen-id' }]), 'owner');
    expect(refused.status).toBe(400);
  });

  it('leaves what is not a plain query request to the resolver', async () => {
    for (const url of [
      '/trpc/auth.logout',
      '/trpc/project.bestaat.niet',
      `/trpc/project.timeline.get?batch=1&input=${encodeURIComponent('{"0":')}`,
    ]) {
      resolver.calls = 0;
      const response = await app.inject({ method: 'GET', url, cookies: { session: sessions.owner } });
      expect(resolver.calls, url).toBe(1);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});
