import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { nl } from '@/src/text/nl';
import { createDb } from '@/db/create-db';
import { trpcInput, trpcResponse } from '@/server/testing/trpc-http';

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
});
afterAll(async () => {
  await app.close();
  await env.close();
});

function login(email: string, password: string, headers: Record<string, string> = { origin }, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    remoteAddress,
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    payload: trpcInput({ email, password }),
  });
}

describe('http', () => {
  it('reports a healthy embedded database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: env.services.dbHandle.kind });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on login that signs the browser in', async () => {
    const user = await createTestUser(env.services, { role: 'admin' });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await app.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { session: cookie!.value } });
    expect(trpcResponse(me).data).toMatchObject({ role: 'admin', user: { email: user.email } });
    const stats = await app.inject({ method: 'GET', url: '/trpc/admin.stats.get', cookies: { session: cookie!.value } });
    expect(stats.statusCode).toBe(200);
  });

  it('answers 403 to a client on admin.stats and 401 to nobody', async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    const cookie = (await login(user.email, TEST_PASSWORD)).cookies.find((c) => c.name === 'session')!;
    const asClient = await app.inject({ method: 'GET', url: '/trpc/admin.stats.get', cookies: { session: cookie.value } });
    expect(asClient.statusCode).toBe(403);
    expect(trpcResponse(asClient).error?.message).toBe(nl.auth.forbidden);
    const anonymous = await app.inject({ method: 'GET', url: '/trpc/admin.stats.get' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a POST from another origin or without one', async () => {
    const user = await createTestUser(env.services);
    const foreign = await login(user.email, TEST_PASSWORD, { origin: 'https://kwaadwillend.example' });
    expect(foreign.statusCode).toBe(403);
    expect(trpcResponse(foreign).error?.message).toBe(nl.auth.crossOrigin);
    expect(foreign.cookies).toEqual([]);
    const none = await login(user.email, TEST_PASSWORD, {});
    expect(none.statusCode).toBe(403);
  });

  it('refuses an Origin that only matches the Host header: APP_URL alone decides (a rebinding host name does not pass)', async () => {
    const user = await createTestUser(env.services);
    const rebound = await login(user.email, TEST_PASSWORD, { origin: 'http://rebound.example:3000', host: 'rebound.example:3000' });
    expect(rebound.statusCode).toBe(403);
    expect(trpcResponse(rebound).error?.message).toBe(nl.auth.crossOrigin);
    expect(rebound.cookies).toEqual([]);
    // The site's own origin still signs in, whatever Host the proxy passes on.
    const own = await login(user.email, TEST_PASSWORD, { origin, host: '10.0.0.12:3000' });
    expect(own.statusCode).toBe(200);
  });

  it('shows validation errors as the Dutch message with the field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { 'content-type': 'application/json', origin, host: 'localhost:3000' },
      payload: trpcInput({ fullName: 'Jan', email: 'jan@test.nl', password: '123' }),
    });
    expect(response.statusCode).toBe(400);
    const { error } = trpcResponse(response);
    expect(error?.message).toBe(nl.validation.passwordTooShort);
    expect(error?.data.zodError?.fieldErrors.password).toEqual([nl.validation.passwordTooShort]);
  });
});

describe('when the database is unreachable', () => {
  it('answers 503 on /healthz and to requests, with the Dutch retry-later message', async () => {
    // A PostgreSQL URL on a port where nothing listens (the full outage is in database-outage.test.ts).
    const unreachable = await createDb({ databaseUrl: 'postgres://kp:kp@127.0.0.1:9/kp', poolSize: 1 });
    const brokenApp = await buildApp({ services: { ...env.services, dbHandle: unreachable, db: unreachable.db } });
    const response = await brokenApp.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    const me = await brokenApp.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { session: 'een-sessie' } });
    expect(me.statusCode).toBe(503);
    expect(trpcResponse(me).error).toMatchObject({ message: nl.generic.serviceUnavailable, data: { code: 'SERVICE_UNAVAILABLE' } });
    await brokenApp.close();
    await unreachable.close();
  });
});

describe('over https', () => {
  it('names the session cookie __Host-session and marks it Secure', async () => {
    const httpsOrigin = 'https://portaal.bureau.nl';
    const config = { ...env.services.config, appUrl: httpsOrigin, https: true };
    const httpsApp = await buildApp({ services: { ...env.services, config } });
    const user = await createTestUser(env.services);
    const response = await httpsApp.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      remoteAddress: '192.0.2.78',
      headers: { 'content-type': 'application/json', origin: httpsOrigin, host: 'portaal.bureau.nl' },
      payload: trpcInput({ email: user.email, password: TEST_PASSWORD }),
    });
    const cookie = response.cookies.find((c) => c.name === '__Host-session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((c) => c.name === '__Host-device')).toMatchObject({ secure: true, path: '/' });
    const me = await httpsApp.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { '__Host-session': cookie!.value } });
    expect(trpcResponse(me).data).toMatchObject({ user: { email: user.email } });
    // The plain name is not read over https.
    const plain = await httpsApp.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { session: cookie!.value } });
    expect(trpcResponse(plain).data).toBeNull();
    await httpsApp.close();
  });
});

describe('in production', () => {
  it('sends no stack traces', async () => {
    const prodApp = await buildApp({ services: { ...env.services, config: { ...env.services.config, production: true } } });
    const refused = await prodApp.inject({ method: 'GET', url: '/trpc/admin.stats.get' });
    expect(trpcResponse(refused).error?.data.stack).toBeUndefined();
    const devRefused = await app.inject({ method: 'GET', url: '/trpc/admin.stats.get' });
    expect(trpcResponse(devRefused).error?.data.stack).toEqual(expect.any(String));
    await prodApp.close();
  });
});
