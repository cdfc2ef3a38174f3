import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamelCasePlugin } from 'kysely';
import { loadConfig } from '@/server/app/config';
import { callerWithJar, cookieJar, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { StatementCounter } from '@/server/testing/statement-counter';
import { authenticate } from './authenticate';
import { createSession, DEFAULT_SESSION_POLICY, validateSessionToken } from './sessions';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('session lifetime', () => {
  it('ends a session left unused for longer than the idle timeout (7 days by default)', async () => {
    const user = await createTestUser(env.services);
    const start = new Date();
    const { token } = await createSession(env.services.db, user.id, DEFAULT_SESSION_POLICY, start);
    expect(await validateSessionToken(env.services.db, token, DEFAULT_SESSION_POLICY, at(start, 6 * DAY_MS))).not.toBeNull();
    // Six days of use moved the deadline: seven idle days after that, not after sign-in.
    expect(await validateSessionToken(env.services.db, token, DEFAULT_SESSION_POLICY, at(start, 12 * DAY_MS))).not.toBeNull();
    expect(await validateSessionToken(env.services.db, token, DEFAULT_SESSION_POLICY, at(start, 19 * DAY_MS + HOUR_MS))).toBeNull();
    // Gone for good, also at an earlier moment.
    expect(await validateSessionToken(env.services.db, token, DEFAULT_SESSION_POLICY, at(start, 13 * DAY_MS))).toBeNull();
  });

  it('ends a session 30 days after sign-in however often it is used', async () => {
    const user = await createTestUser(env.services);
    const start = new Date();
    const { token } = await createSession(env.services.db, user.id, DEFAULT_SESSION_POLICY, start);
    for (let day = 1; day < 30; day++) {
      const result = await validateSessionToken(env.services.db, token, DEFAULT_SESSION_POLICY, at(start, day * DAY_MS));
      expect(result, `dag ${day}`).not.toBeNull();
      expect(result!.session.expiresAt.getTime()).toBeLessThanOrEqual(at(start, 30 * DAY_MS).getTime());
    }
    expect(await validateSessionToken(env.services.db, token, DEFAULT_SESSION_POLICY, at(start, 30 * DAY_MS))).toBeNull();
  });

  it('follows a configured policy and tells the cookie to move along with the deadline', async () => {
    const policy = { idleMs: HOUR_MS, lifetimeMs: 8 * HOUR_MS };
    const user = await createTestUser(env.services);
    const start = new Date();
    const { token, session } = await createSession(env.services.db, user.id, policy, start);
    expect(session.expiresAt).toEqual(at(start, HOUR_MS));
    const used = await validateSessionToken(env.services.db, token, policy, at(start, 30 * 60 * 1000));
    expect(used).toMatchObject({ renewed: true, session: { expiresAt: at(start, 90 * 60 * 1000) } });
    // Within the same minute nothing is written again.
    expect((await validateSessionToken(env.services.db, token, policy, at(start, 30 * 60 * 1000 + 5000)))?.renewed).toBe(false);
    expect(await validateSessionToken(env.services.db, token, policy, at(start, 3 * HOUR_MS))).toBeNull();
  });

  it('reads the idle timeout and lifetime from the environment', () => {
    expect(loadConfig({}).sessions).toEqual(DEFAULT_SESSION_POLICY);
    expect(loadConfig({ SESSION_IDLE_DAYS: '1', SESSION_LIFETIME_DAYS: '14' }).sessions).toEqual({ idleMs: DAY_MS, lifetimeMs: 14 * DAY_MS });
  });

  it('signs out a session whose user no longer exists', async () => {
    const user = await createTestUser(env.services);
    const { token } = await createSession(env.services.db, user.id);
    const jar = cookieJar(token);
    expect(await (await callerWithJar(env.services, jar)).auth.me()).not.toBeNull();
    await env.services.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await (await callerWithJar(env.services, jar)).auth.me()).toBeNull();
    expect(jar.token).toBeUndefined();
  });
});

describe('every request reads its session', () => {
  const counter = new StatementCounter();

  async function signIn(role: 'client' | 'developer' | 'admin' = 'client') {
    const user = await createTestUser(env.services, { role });
    const { token } = await createSession(env.services.db, user.id, DEFAULT_SESSION_POLICY, new Date(), { twoFactorVerified: true });
    return { user, token };
  }

  /** Who the cookie belongs to as a request sees it, and how many statements that took. */
  async function check(token: string, now?: Date) {
    counter.count = 0;
    const signedIn = now
      ? await validateSessionToken(env.services.db.withPlugin(counter), token, DEFAULT_SESSION_POLICY, now)
      : await authenticate(env.services.db.withPlugin(counter), token, cookieJar(token), env.services.config);
    return { signedIn, statements: counter.count };
  }

  /** Another instance on the same database: nothing of its writes passes through this process. */
  const anotherInstance = () => env.services.db.withoutPlugins().withPlugin(new CamelCasePlugin());

  it('in one statement, and one more for the renewal at most once a minute', async () => {
    const { user, token } = await signIn();
    for (let request = 0; request < 3; request++) {
      const again = await check(token);
      expect(again.statements).toBe(1);
      expect(again.signedIn?.user).toMatchObject({ id: user.id, role: 'client' });
    }
    const twoMinutesOn = new Date(Date.now() + 2 * 60 * 1000);
    expect(await check(token, twoMinutesOn)).toMatchObject({ signedIn: { renewed: true }, statements: 2 });
    expect(await check(token, new Date(twoMinutesOn.getTime() + 30 * 1000))).toMatchObject({ signedIn: { renewed: false }, statements: 1 });
  });

  it('so a sign-out ends it on the very next request', async () => {
    const { token, user } = await signIn();
    const caller = await callerWithJar(env.services, cookieJar(token));
    expect((await caller.auth.me())?.user.id).toBe(user.id);
    await caller.auth.logout();
    expect((await check(token)).signedIn).toBeNull();
    expect(await (await callerWithJar(env.services, cookieJar(token))).auth.me()).toBeNull();
  });

  it('so what another instance changed counts on the very next request: a role, an address, a revocation', async () => {
    const { token, user } = await signIn('client');
    expect((await check(token)).signedIn?.user.role).toBe('client');
    await anotherInstance().updateTable('userRoles').set({ role: 'admin' }).where('userId', '=', user.id).execute();
    expect((await check(token)).signedIn?.user.role).toBe('admin');
    const email = `nieuw-${user.id}@test.nl`;
    await anotherInstance().updateTable('users').set({ email }).where('id', '=', user.id).execute();
    expect((await check(token)).signedIn?.user.email).toBe(email);
    await anotherInstance().deleteFrom('sessions').where('userId', '=', user.id).execute();
    expect((await check(token)).signedIn).toBeNull();
  });

  it('and removes one that expired', async () => {
    const { token, user } = await signIn();
    expect(await check(token, new Date(Date.now() + 40 * DAY_MS))).toEqual({ signedIn: null, statements: 2 });
    expect(await env.services.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect((await check(token)).signedIn).toBeNull();
  });
});
