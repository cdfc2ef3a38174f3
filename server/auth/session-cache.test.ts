import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamelCasePlugin } from 'kysely';
import { callerWithJar, cookieJar, createTestEnv, createTestUser, TEST_CONFIG, type TestEnv } from '@/server/testing/harness';
import { StatementCounter } from '@/server/testing/statement-counter';
import type { EventBus, EventBusHandlers } from '@/server/events/event-bus';
import { createSession, DEFAULT_SESSION_POLICY, invalidateSession, validateSessionToken, type SessionRow } from './sessions';
import { createSessionCache } from './session-cache';
import { authenticate } from './authenticate';

// The sessions a process checked a moment ago let the next requests through without asking the
// database, and never outlive a change: a sign-out, a new role or a verified address made here or
// by another instance, an expiry, or a listener that stopped hearing the database.

const DAY_MS = 24 * 60 * 60 * 1000;
let env: TestEnv;
const counter = new StatementCounter();

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function signIn(role: 'client' | 'developer' | 'admin' = 'client') {
  const user = await createTestUser(env.services, { role });
  const { token } = await createSession(env.services.db, user.id, DEFAULT_SESSION_POLICY, new Date(), { twoFactorVerified: true });
  return { user, token };
}

/** Who the cookie belongs to as a request of this process sees it, and how many statements that took. */
async function check(token: string, services = env.services) {
  const counted = services.db.withPlugin(counter);
  counter.count = 0;
  const signedIn = await authenticate(counted, token, cookieJar(token), services.config, services.sessionCache);
  return { signedIn, statements: counter.count };
}

/** Another instance on the same database: its writes reach this process only as the database's notices. */
function anotherInstance() {
  return env.services.db.withoutPlugins().withPlugin(new CamelCasePlugin());
}

async function eventually(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('no change within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Until the session is kept. Creating the account announces its role, and the notice reaches this
 * process when the database delivers it, which may be after the sign-in has returned: a session
 * checked before then is forgotten when the notice arrives, and read again on the next request.
 */
async function untilKept(token: string) {
  await eventually(async () => {
    await check(token);
    return (await check(token)).statements === 0;
  });
}

describe('sessions checked a moment ago', () => {
  it('let the next requests through without a statement', async () => {
    const { user, token } = await signIn();
    expect((await check(token)).statements).toBe(1);
    await untilKept(token);
    for (let request = 0; request < 3; request++) {
      const again = await check(token);
      expect(again.statements).toBe(0);
      expect(again.signedIn?.user).toMatchObject({ id: user.id, role: 'client' });
    }
  });

  it('end with a sign-out in this process on the very next request', async () => {
    const { token, user } = await signIn();
    const caller = await callerWithJar(env.services, cookieJar(token));
    expect((await caller.auth.me())?.user.id).toBe(user.id);
    await caller.auth.logout();
    expect((await check(token)).signedIn).toBeNull();
    expect(await (await callerWithJar(env.services, cookieJar(token))).auth.me()).toBeNull();
  });

  it('follow a role changed or a session ended here, before the statement even runs', async () => {
    const { token, user } = await signIn('client');
    await check(token);
    await env.services.db.updateTable('userRoles').set({ role: 'developer' }).where('userId', '=', user.id).execute();
    expect((await check(token)).signedIn?.user.role).toBe('developer');
    const other = await signIn();
    await check(other.token);
    const sessionId = (await check(other.token)).signedIn!.session.id;
    await invalidateSession(env.services.db, sessionId);
    expect((await check(other.token)).signedIn).toBeNull();
  });

  it('follow what another instance changed once the database announces it', async () => {
    const { token, user } = await signIn('client');
    await untilKept(token);
    await anotherInstance().updateTable('userRoles').set({ role: 'admin' }).where('userId', '=', user.id).execute();
    await eventually(async () => (await check(token)).signedIn?.user.role === 'admin');

    const email = `nieuw-${user.id}@test.nl`;
    await anotherInstance().updateTable('users').set({ email }).where('id', '=', user.id).execute();
    await eventually(async () => (await check(token)).signedIn?.user.email === email);

    await anotherInstance().deleteFrom('sessions').where('userId', '=', user.id).execute();
    await eventually(async () => (await check(token)).signedIn === null);
  });

  it('are read again when due for renewal or past their end, and an ended one is removed', async () => {
    const { token, user } = await signIn();
    await check(token);
    const cache = env.services.sessionCache;
    const counted = env.services.db.withPlugin(counter);
    counter.count = 0;
    // Two minutes on, the kept row says renewal is due: read again, then renewed.
    const renewed = await validateSessionToken(counted, token, DEFAULT_SESSION_POLICY, new Date(Date.now() + 2 * 60 * 1000), cache);
    expect(renewed?.renewed).toBe(true);
    expect(counter.count).toBe(2);
    await check(token);
    counter.count = 0;
    expect(await validateSessionToken(counted, token, DEFAULT_SESSION_POLICY, new Date(Date.now() + 40 * DAY_MS), cache)).toBeNull();
    expect(counter.count).toBe(2);
    expect(await env.services.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect((await check(token)).signedIn).toBeNull();
  });

  it('do not keep a user without a role: owning a project makes them a client', async () => {
    const user = await createTestUser(env.services, { role: null });
    const { token } = await createSession(env.services.db, user.id);
    await check(token);
    expect((await check(token)).statements).toBe(1);
  });
});

describe('the cache and its listener', () => {
  /** A cache on the test database with a bus whose notices the test sends itself. */
  async function withBus() {
    let handlers: EventBusHandlers | undefined;
    const bus: EventBus = { kind: env.services.dbHandle.kind, start: async (h) => void (handlers = h), close: async () => {} };
    const cache = createSessionCache<SessionRow>(env.services.dbHandle.writes);
    const heard: string[] = [];
    await cache.listeningTo(bus).start({ onEvents: () => {}, onReconnected: () => {}, onAccountChanged: (id) => void heard.push(id) });
    const services = { ...env.services, config: TEST_CONFIG, sessionCache: cache };
    return { cache, services, handlers: () => handlers!, heard };
  }

  it('keeps nothing until the listener hears the database, and nothing while it is away', async () => {
    const { services, handlers } = await withBus();
    const { token } = await signIn();
    await check(token, services);
    expect((await check(token, services)).statements).toBe(1);
    handlers().onListening!();
    await check(token, services);
    expect((await check(token, services)).statements).toBe(0);
    handlers().onLost!();
    expect((await check(token, services)).statements).toBe(1);
    expect((await check(token, services)).statements).toBe(1);
    handlers().onListening!();
    await check(token, services);
    expect((await check(token, services)).statements).toBe(0);
  });

  it('does not keep a row read while a change to any account was heard', async () => {
    const { cache, handlers, heard } = await withBus();
    handlers().onListening!();
    const { user, token } = await signIn();
    const { signedIn } = await check(token);
    const row = { userId: user.id, role: 'client' } as SessionRow;
    await cache.read(signedIn!.session.id, async () => {
      handlers().onAccountChanged!(user.id);
      return row;
    }, () => true);
    expect(cache.get(signedIn!.session.id)).toBeUndefined();
    expect(heard).toEqual([user.id]);
    await cache.read(signedIn!.session.id, async () => row, () => true);
    expect(cache.get(signedIn!.session.id)).toBe(row);
    handlers().onAccountChanged!('00000000-0000-0000-0000-000000000000');
    expect(cache.get(signedIn!.session.id)).toBe(row);
    handlers().onAccountChanged!(user.id);
    expect(cache.get(signedIn!.session.id)).toBeUndefined();
  });
});
