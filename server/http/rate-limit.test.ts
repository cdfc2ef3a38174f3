import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { nl } from '@/src/text/nl';
import { createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { trpcBatchInput, trpcBatchResponse, trpcInput, trpcQueryString, trpcResponse } from '@/server/testing/trpc-http';
import { MAX_BATCH_OPERATIONS } from './rate-limit';

// The per-address limit on auth.* and quote.* (5 a minute in tests): it counts operations, keys on the routed
// procedure, trusts X-Forwarded-For only from configured proxies, and lives in the database.

const origin = 'http://localhost:3000';
const json = { 'content-type': 'application/json', origin, host: 'localhost:3000' };
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let nextAddress = 1;
/** A fresh client address per test, so tests do not share a counter. */
const freshAddress = () => `198.51.100.${nextAddress++}`;
let nextEmail = 1;
/** Another unknown account each time, so only the per-address limit is at work. */
const wrongLogin = () => trpcInput({ email: `iemand-${nextEmail++}@test.nl`, password: 'verkeerd1' });

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
});
afterAll(async () => {
  await app.close();
  await env.close();
});

function login(remoteAddress: string, options: { url?: string; headers?: Record<string, string>; payload?: unknown } = {}) {
  return app.inject({
    method: 'POST',
    url: options.url ?? '/trpc/auth.login',
    remoteAddress,
    headers: { ...json, ...options.headers },
    payload: (options.payload ?? wrongLogin()) as object,
  });
}

async function useUpLimit(remoteAddress: string) {
  for (let i = 0; i < env.services.config.authRateLimitMax; i++) expect((await login(remoteAddress)).statusCode).toBe(401);
}

describe('the login limit per client address', () => {
  it('answers 429 in Dutch once the limit is reached', async () => {
    const address = freshAddress();
    await useUpLimit(address);
    const refused = await login(address);
    expect(refused.statusCode).toBe(429);
    expect(trpcResponse(refused).error?.message).toBe(nl.auth.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a whole IPv6 /64 as one address: picking another address in it changes nothing', async () => {
    const network = `2001:db8:${nextAddress++}:7`;
    for (let i = 0; i < env.services.config.authRateLimitMax; i++) {
      expect((await login(`${network}:${i + 1}::${i + 10}`)).statusCode).toBe(401);
    }
    const refused = await login(`${network}:ffff:abcd:1234:5678`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The next /64 has a counter of its own; an IPv4 address (also written IPv4-mapped) counts alone.
    expect((await login(`2001:db8:${nextAddress++}:8::1`)).statusCode).toBe(401);
    const v4 = freshAddress();
    await useUpLimit(v4);
    expect((await login(`::ffff:${v4}`)).statusCode).toBe(429);
    expect((await login(freshAddress())).statusCode).toBe(401);
  });

  it('is not reset by a made-up X-Forwarded-For, also in production, without a trusted proxy', async () => {
    const production = await buildApp({ services: { ...env.services, config: { ...env.services.config, production: true } } });
    try {
      const address = freshAddress();
      const statuses = [];
      for (let i = 0; i < 8; i++) {
        const response = await production.inject({
          method: 'POST',
          url: '/trpc/auth.login',
          remoteAddress: address,
          headers: { ...json, 'x-forwarded-for': `203.0.113.${i}` },
          payload: wrongLogin(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await production.close();
    }
  });

  it('catches the same procedure spelled with an encoded dot, which tRPC decodes once more', async () => {
    const address = freshAddress();
    await useUpLimit(address);
    const encoded = await login(address, { url: '/trpc/auth%252Elogin' });
    expect(encoded.statusCode).toBe(429);
  });

  it('is kept in the database, so a second instance on it counts along', async () => {
    const second = await buildApp({ services: env.services });
    try {
      const address = freshAddress();
      for (let i = 0; i < 3; i++) expect((await login(address)).statusCode).toBe(401);
      const onSecond = [];
      for (let i = 0; i < 3; i++) {
        const response = await second.inject({ method: 'POST', url: '/trpc/auth.login', remoteAddress: address, headers: json, payload: trpcInput({}) });
        onSecond.push(response.statusCode);
      }
      expect(onSecond).toEqual([400, 400, 429]);
    } finally {
      await second.close();
    }
  });
});

describe('requests written to slip past the limiter', () => {
  /** Raw HTTP, because inject normalises the request line. */
  async function rawPost(port: number, target: string): Promise<number> {
    const body = JSON.stringify(wrongLogin());
    const request = [
      `POST ${target} HTTP/1.1`,
      'Host: localhost:3000',
      `Origin: ${origin}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  }

  it('counts the absolute form and a #fragment as the procedure they reach', async () => {
    const server = await buildApp({ services: env.services });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as net.AddressInfo;
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push(await rawPost(port, '/trpc/auth.login'));
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      expect(await rawPost(port, 'http://localhost:3000/trpc/auth.login')).toBe(429);
      expect(await rawPost(port, '/trpc/auth.login#x')).toBe(429);
      expect(await rawPost(port, '/trpc/auth.login')).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('the answers to a quote, reached by its link without an account', () => {
  const viewQuote = (remoteAddress: string, path = '/trpc/quote.view') =>
    app.inject({ method: 'GET', url: `${path}?${trpcQueryString({ token: `geraden-${nextEmail++}` })}`, remoteAddress, headers: { origin } });

  it('are limited per client address and procedure: guessing links ends in a Dutch 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < env.services.config.authRateLimitMax; i++) expect((await viewQuote(address)).statusCode).toBe(404);
    const refused = await viewQuote(address);
    expect(refused.statusCode).toBe(429);
    expect(trpcResponse(refused).error?.message).toBe(nl.auth.tooManyRequests);
    // Accepting keeps its own count: a recipient who reloaded the page often can still answer.
    const accept = await app.inject({ method: 'POST', url: '/trpc/quote.accept', remoteAddress: address, headers: json, payload: trpcInput({ token: 'geraden', fullName: 'Els Jansen', agree: true }) });
    expect(accept.statusCode).toBe(404);
  });

  it('travel alone: in a batch they are refused before any token is looked up', async () => {
    const batched = await app.inject({ method: 'GET', url: `/trpc/site.terms,quote.view?batch=1&${trpcQueryString({ 1: { token: 'geraden' } })}`, remoteAddress: freshAddress() });
    expect(batched.statusCode).toBe(400);
    expect(trpcBatchResponse(batched)[1]!.error?.message).toBe(nl.auth.notBatched);
  });
});

describe('batches', () => {
  it('refuses 50 logins in one request with a Dutch 400 per operation, before any password check', async () => {
    const address = freshAddress();
    const procedures = Array.from({ length: 50 }, () => 'auth.login').join(',');
    const payload = trpcBatchInput(Array.from({ length: 50 }, (_, i) => ({ email: 'iemand@test.nl', password: `gok-${i}` })));
    const started = performance.now();
    const response = await login(address, { url: `/trpc/${procedures}?batch=1`, payload });
    expect(performance.now() - started).toBeLessThan(250);
    expect(response.statusCode).toBe(400);
    const body = trpcBatchResponse(response);
    expect(body).toHaveLength(50);
    expect(body[0]!.error).toMatchObject({ message: nl.auth.notBatched, data: { httpStatus: 400 } });
  });

  it('refuses an auth procedure in any batch, even alone or hidden behind an encoded comma', async () => {
    const address = freshAddress();
    const alone = await login(address, { url: '/trpc/auth.login?batch=1', payload: trpcBatchInput([{ email: 'iemand@test.nl', password: 'x' }]) });
    expect(alone.statusCode).toBe(400);
    expect(trpcBatchResponse(alone)[0]!.error?.message).toBe(nl.auth.notBatched);
    const user = await createTestUser(env.services, { role: 'admin' });
    const hidden = await login(address, {
      url: '/trpc/admin.stats.get%252Cauth.login?batch=1',
      payload: trpcBatchInput([{}, { email: user.email, password: TEST_PASSWORD }]),
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toHaveLength(2);
    const withMe = await app.inject({ method: 'GET', url: '/trpc/auth.me,admin.stats.get?batch=1' });
    expect(withMe.statusCode).toBe(400);
  });

  it(`allows ${MAX_BATCH_OPERATIONS} operations in a batch and refuses one more`, async () => {
    const batch = (count: number) =>
      app.inject({ method: 'GET', url: `/trpc/${Array.from({ length: count }, () => 'admin.stats.get').join(',')}?batch=1` });
    const allowed = await batch(MAX_BATCH_OPERATIONS);
    expect(trpcBatchResponse(allowed)).toHaveLength(MAX_BATCH_OPERATIONS);
    expect(trpcBatchResponse(allowed)[0]!.error?.data.code).toBe('UNAUTHORIZED');
    const tooMany = await batch(MAX_BATCH_OPERATIONS + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(trpcBatchResponse(tooMany)[0]!.error?.message).toBe(nl.generic.batchTooLarge(MAX_BATCH_OPERATIONS));
  });

  it('answers a path that is not valid percent-encoding with a Dutch 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/auth.me%25E0%25A4%25A' });
    expect(response.statusCode).toBe(400);
    expect(trpcResponse(response).error?.message).toBe(nl.generic.badRequest);
  });
});

describe('behind a configured proxy', () => {
  async function appTrusting(trustProxy: false | number | string[]) {
    return buildApp({ services: { ...env.services, config: { ...env.services.config, trustProxy } } });
  }

  async function statusesFrom(proxied: Awaited<ReturnType<typeof appTrusting>>, peer: string, forwardedFor: (i: number) => string) {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await proxied.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        remoteAddress: peer,
        headers: { ...json, 'x-forwarded-for': forwardedFor(i) },
        payload: wrongLogin(),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('takes the client from X-Forwarded-For when the peer is a trusted proxy (CIDR list)', async () => {
    const proxied = await appTrusting(['10.0.0.0/8']);
    try {
      // Six different clients behind the proxy: none reaches the limit.
      expect(await statusesFrom(proxied, '10.1.2.3', (i) => `203.0.113.${100 + i}`)).not.toContain(429);
      // An untrusted peer's header is ignored: its own address is counted.
      expect((await statusesFrom(proxied, '192.0.2.99', (i) => `203.0.113.${150 + i}`))[5]).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('with a hop count, counts the address the proxy saw, not what the client wrote before it', async () => {
    const proxied = await appTrusting(1);
    try {
      // The client forges the first entry; the proxy appends the real address 203.0.113.200.
      const statuses = await statusesFrom(proxied, '10.9.9.9', (i) => `192.0.2.${i}, 203.0.113.200`);
      expect(statuses[5]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
