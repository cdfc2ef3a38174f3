import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { shortNetwork } from '@/server/auth/client-network';
import { ACCOUNTS_CONFIG, createTestEnv, createTestUser, TEST_PASSWORD, testLog, type TestEnv } from '@/server/testing/harness';
import { createContextInner } from '@/server/trpc/context';
import { signIn } from '@/server/testing/account-fixtures';
import { rejection } from '@/server/testing/client-fixtures';
import { StatementCounter } from '@/server/testing/statement-counter';

// Where am I signed in? Browser and system from the user agent, the address shortened to its
// network, since when, last seen, and which session is this one; any other one can be ended.

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());
afterEach(() => vi.useRealTimers());

describe('account.sessions', () => {
  it('lists browser, system, network, start and last use, and marks this device', async () => {
    const user = await createTestUser(env.services);
    const laptop = await signIn(env.services, user.email, TEST_PASSWORD, { userAgent: FIREFOX_ON_WINDOWS, ipNetwork: shortNetwork('203.0.113.77') });
    const phone = await signIn(env.services, user.email, TEST_PASSWORD, { userAgent: SAFARI_ON_IPHONE, ipNetwork: shortNetwork('2001:db8:5:6:7:8:9:10') });
    const { items, total } = await laptop.caller().account.sessions.list();
    expect(total).toBe(2);
    expect(items).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{64}$/), browser: 'Safari', system: 'iOS', network: '2001:db8:5:6::/64', createdAt: expect.any(Date), lastSeenAt: expect.any(Date), current: false },
      { id: expect.stringMatching(/^[0-9a-f]{64}$/), browser: 'Firefox', system: 'Windows', network: '203.0.113.0/24', createdAt: expect.any(Date), lastSeenAt: expect.any(Date), current: true },
    ]);
    // The list never carries a full address, nor anything that opens a session.
    const shown = JSON.stringify(items);
    expect(shown).not.toContain('203.0.113.77');
    expect(shown).not.toContain(laptop.jar.token!);
    expect(shown).not.toContain(phone.jar.token!);
  });

  it('writes the last-seen time at most once a minute, together with the renewal', async () => {
    const user = await createTestUser(env.services);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const browser = await signIn(env.services, user.email, TEST_PASSWORD);
    const counter = new StatementCounter();
    const counted = { ...env.services, db: env.services.db.withPlugin(counter) };
    const lastSeen = async () => (await env.services.db.selectFrom('sessions').select('lastSeenAt').where('userId', '=', user.id).executeTakeFirstOrThrow()).lastSeenAt;
    const request = async () => {
      counter.count = 0;
      await createContextInner({ services: counted, log: testLog, cookies: browser.jar, sessionToken: browser.jar.token });
      return counter.count;
    };
    vi.setSystemTime(start + 30_000);
    expect(await request()).toBe(1);
    expect((await lastSeen()).getTime()).toBe(start);
    vi.setSystemTime(start + 61_000);
    expect(await request()).toBe(2);
    expect((await lastSeen()).getTime()).toBe(start + 61_000);
    vi.setSystemTime(start + 100_000);
    expect(await request()).toBe(1);
  });

  it('ends another session: its next request is signed out; this one and other people\'s are untouched', async () => {
    const user = await createTestUser(env.services);
    const other = await createTestUser(env.services);
    const here = await signIn(env.services, user.email, TEST_PASSWORD);
    const there = await signIn(env.services, user.email, TEST_PASSWORD);
    const someoneElse = await signIn(env.services, other.email, TEST_PASSWORD);
    const { items } = await here.caller().account.sessions.list();
    const thereId = items.find((session) => !session.current)!.id;
    const thisId = items.find((session) => session.current)!.id;

    const ownRevoke = await rejection(here.caller().account.sessions.revoke({ sessionId: thisId }));
    expect(ownRevoke).toMatchObject({ code: 'BAD_REQUEST', message: security.sessionList.notThisOne });
    const foreignId = (await someoneElse.caller().account.sessions.list()).items[0]!.id;
    const foreign = await rejection(here.caller().account.sessions.revoke({ sessionId: foreignId }));
    expect(foreign).toMatchObject({ code: 'NOT_FOUND', message: security.sessionList.notFound });
    expect(await someoneElse.caller().auth.me()).not.toBeNull();

    expect(await here.caller().account.sessions.revoke({ sessionId: thereId })).toEqual({ ok: true });
    expect(await there.caller().auth.me()).toBeNull();
    expect(there.jar.token).toBeUndefined();
    const refused = await rejection(there.caller().account.overview());
    expect(refused.code).toBe('UNAUTHORIZED');
    expect(await here.caller().auth.me()).not.toBeNull();
  });

  it('"Overal uitloggen" ends every other session of the user and keeps this one', async () => {
    const user = await createTestUser(env.services);
    const here = await signIn(env.services, user.email, TEST_PASSWORD);
    const others = [await signIn(env.services, user.email, TEST_PASSWORD), await signIn(env.services, user.email, TEST_PASSWORD)];
    expect(await here.caller().account.sessions.revokeOthers()).toEqual({ ended: 2 });
    for (const other of others) expect(await other.caller().auth.me()).toBeNull();
    expect((await here.caller().account.sessions.list()).items).toEqual([expect.objectContaining({ current: true })]);
  });
});
