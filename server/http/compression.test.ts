import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { trpcQueryString } from '@/server/testing/trpc-http';
import { createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';

// What the browser receives from the API: a short answer as it is, with its length; a long one
// compressed in one piece; the same JSON either way.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;
let projectId: string;

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  const client = await createTestUser(env.services, { role: 'client' });
  projectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: null })).id;
  token = (await createSession(env.services.db, client.id)).token;
});
afterAll(async () => {
  await app.close();
  await env.close();
});

const get = (url: string, encoding: string) => app.inject({ method: 'GET', url, cookies: { session: token }, headers: { 'accept-encoding': encoding } });

describe('API answers', () => {
  it('go out as they are, with their length, when short', async () => {
    const response = await get('/trpc/auth.me', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.json()).toMatchObject({ result: { data: { json: { role: 'client' } } } });
  });

  it('go out compressed in one piece when long, the same JSON as uncompressed', async () => {
    const url = `/trpc/project.timeline.get?${trpcQueryString({ projectId })}`;
    const plain = await get(url, 'identity');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await get(url, 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('keep the status and headers of an error', async () => {
    const response = await get('/trpc/project.timeline.get?input=%7B%7D', 'identity');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ error: { json: { data: { code: 'BAD_REQUEST' } } } });
  });
});
