import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { callerWithJar, cookieJar, createTestEnv, createTestUser, TEST_PASSWORD, type CookieJar, type TestEnv } from '@/server/testing/harness';
import { LOGIN_BACKOFF } from './login-throttle';

// The per-account login limit: an attacker spreading guesses over many addresses still gets a few
// per quarter of an hour, and cannot use it to keep the owner's own browser out.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());
afterEach(() => {
  vi.useRealTimers();
});

async function attempt(jar: CookieJar, email: string, password: string): Promise<string> {
  try {
    await (await callerWithJar(env.services, jar)).auth.login({ email, password });
    return 'ok';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return error.code === 'TOO_MANY_REQUESTS' ? `locked: ${error.message}` : error.code;
  }
}

/** Moves the clock (Date only: the database and timers keep running). */
function setClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('the per-account login limit', () => {
  it('locks the account after the free attempts, even for the right password, with waits that double', async () => {
    const user = await createTestUser(env.services);
    const start = Date.now();
    setClock(start);
    const attacker = cookieJar();
    const results = [];
    for (let i = 0; i <= LOGIN_BACKOFF.freeAttempts; i++) results.push(await attempt(attacker, user.email, `gokje-${i}`));
    expect(results).toEqual(Array(LOGIN_BACKOFF.freeAttempts + 1).fill('UNAUTHORIZED'));
    expect(await attempt(cookieJar(), user.email, TEST_PASSWORD)).toBe(`locked: ${nl.auth.accountLocked(1)}`);

    // 30 s later one more guess is allowed; the wait after it is a minute.
    setClock(start + LOGIN_BACKOFF.firstDelayMs + 1000);
    expect(await attempt(attacker, user.email, 'nog-een-gok')).toBe('UNAUTHORIZED');
    expect(await attempt(attacker, user.email, 'en-nog-een')).toBe(`locked: ${nl.auth.accountLocked(1)}`);
    setClock(start + LOGIN_BACKOFF.firstDelayMs + 1000 + 2 * LOGIN_BACKOFF.firstDelayMs - 5000);
    expect(await attempt(attacker, user.email, 'te-vroeg')).toMatch(/^locked/);
  });

  it('never makes anyone wait longer than a quarter of an hour, and a success starts over', async () => {
    const user = await createTestUser(env.services);
    let now = Date.now();
    setClock(now);
    const attacker = cookieJar();
    for (let i = 0; i < 12; i++) {
      expect(await attempt(attacker, user.email, `gokje-${i}`)).toBe('UNAUTHORIZED');
      now += LOGIN_BACKOFF.maxDelayMs;
      setClock(now);
    }
    expect(await attempt(cookieJar(), user.email, TEST_PASSWORD)).toBe('ok');
    for (let i = 0; i < LOGIN_BACKOFF.freeAttempts; i++) expect(await attempt(attacker, user.email, `weer-${i}`)).toBe('UNAUTHORIZED');
  });

  it("keeps the owner's own browser signed in-able while an attacker has the account locked", async () => {
    const user = await createTestUser(env.services);
    const owner = cookieJar();
    expect(await attempt(owner, user.email, TEST_PASSWORD)).toBe('ok');
    expect(owner.deviceToken).toBeTruthy();
    await (await callerWithJar(env.services, owner)).auth.logout();

    const attacker = cookieJar();
    for (let i = 0; i < 8; i++) await attempt(attacker, user.email, `gokje-${i}`);
    expect(await attempt(attacker, user.email, TEST_PASSWORD)).toMatch(/^locked/);
    expect(await attempt(owner, user.email, TEST_PASSWORD)).toBe('ok');
    expect(await (await callerWithJar(env.services, owner)).auth.me()).toMatchObject({ user: { email: user.email } });
  });

  it("gives a device known for one account no way around another account's lock", async () => {
    const [mine, target] = [await createTestUser(env.services), await createTestUser(env.services)];
    const attacker = cookieJar();
    expect(await attempt(attacker, mine.email, TEST_PASSWORD)).toBe('ok');
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await attempt(attacker, target.email, `gokje-${i}`));
    expect(results.slice(LOGIN_BACKOFF.freeAttempts + 1)).toEqual([expect.stringMatching(/^locked/), expect.stringMatching(/^locked/)]);
  });

  it('locks an address without an account exactly like one with an account', async () => {
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await attempt(cookieJar(), 'niemand-hier@voorbeeld.nl', `gokje-${i}`));
    expect(results.slice(LOGIN_BACKOFF.freeAttempts)).toEqual(['UNAUTHORIZED', `locked: ${nl.auth.accountLocked(1)}`, `locked: ${nl.auth.accountLocked(1)}`]);
  });
});
