import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { authMailsText } from '@/src/text/nl/auth-mails';
import { hashToken } from '@/server/auth/tokens';
import { validateSessionToken } from '@/server/auth/sessions';
import { createContextInner } from '@/server/trpc/context';
import { createCallerFactory } from '@/server/trpc/init';
import { appRouter } from './index';
import { REDACTED } from '@/server/mail/mailer';
import { createPasswordResetToken } from '@/server/auth/password-reset';
import {
  callerFor,
  callerWithJar,
  cookieJar,
  createTestEnv,
  createTestUser,
  TEST_PASSWORD,
  testLog,
  type TestEnv,
} from '@/server/testing/harness';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** An anonymous caller whose requests come from the network given (as the HTTP route shortens it). */
async function anonymousFrom(ipNetwork: string) {
  const createCaller = createCallerFactory(appRouter);
  return createCaller(await createContextInner({ services: env.services, log: testLog, cookies: cookieJar(), sessionToken: undefined, device: { userAgent: null, ipNetwork } }));
}

/** The token of the newest reset mail the transport delivered (the outbox never holds one). */
async function lastResetToken(email: string): Promise<string> {
  await env.services.tasks.settled();
  await env.services.mailer.deliverDue();
  const mail = env.delivered.findLast((m) => m.to === email);
  const link = mail && /http\S+type=recovery&token=([a-z0-9]+)/.exec(mail.text);
  expect(link).toBeTruthy();
  return link![1]!;
}

describe('register and login', () => {
  it('registers, signs in with a session cookie and knows who is signed in', async () => {
    const anonymous = await callerFor(env.services);
    await anonymous.auth.register({ fullName: 'Sanne de Vries', email: 'Sanne@Voorbeeld.NL', password: 'zonnebloem42' });
    const jar = cookieJar();
    await (await callerWithJar(env.services, jar)).auth.login({ email: 'sanne@voorbeeld.nl', password: 'zonnebloem42' });
    expect(jar.token).toBeTruthy();
    const me = await (await callerWithJar(env.services, jar)).auth.me();
    expect(me).toMatchObject({ user: { email: 'sanne@voorbeeld.nl' }, role: null, hasProject: false });
    expect(me?.profile?.fullName).toBe('Sanne de Vries');
  });

  it('stores only the hash of the session token', async () => {
    const jar = cookieJar();
    await (await callerWithJar(env.services, jar)).auth.login({ email: 'sanne@voorbeeld.nl', password: 'zonnebloem42' });
    const stored = await env.services.db.selectFrom('sessions').select('id').where('id', '=', jar.token!).executeTakeFirst();
    expect(stored).toBeUndefined();
    const hashed = await env.services.db.selectFrom('sessions').select('id').where('id', '=', hashToken(jar.token!)).executeTakeFirst();
    expect(hashed).toBeDefined();
  });

  it('refuses a wrong password and an unknown email with the same Dutch message', async () => {
    const anonymous = await callerFor(env.services);
    const wrong = await rejection(anonymous.auth.login({ email: 'sanne@voorbeeld.nl', password: 'verkeerd1' }));
    const unknown = await rejection(anonymous.auth.login({ email: 'niemand@voorbeeld.nl', password: 'verkeerd1' }));
    expect(wrong.code).toBe('UNAUTHORIZED');
    expect(wrong.message).toBe(nl.auth.invalidCredentials);
    expect(unknown.message).toBe(wrong.message);
  });

  it('answers a taken address (in any case) as a free one, creates no account and mails its owner instead', async () => {
    const anonymous = await callerFor(env.services);
    const answer = await anonymous.auth.register({ fullName: 'Andere Sanne', email: 'SANNE@voorbeeld.nl', password: 'zonnebloem43' });
    expect(answer).toEqual({ ok: true, verification: false });
    const users = await env.services.db.selectFrom('users').select('id').where('email', '=', 'sanne@voorbeeld.nl').execute();
    expect(users).toHaveLength(1);
    await expect(anonymous.auth.login({ email: 'sanne@voorbeeld.nl', password: 'zonnebloem43' })).rejects.toThrow(nl.auth.invalidCredentials);
    await env.services.tasks.settled();
    await env.services.mailer.deliverDue();
    const mail = env.delivered.findLast((m) => m.to === 'sanne@voorbeeld.nl');
    expect(mail?.subject).toBe(authMailsText.accountExistsSubject);
    expect(mail?.text).toContain('http://localhost:3000/auth');
  });

  it('refuses a short password and a missing name with the spec messages', async () => {
    const anonymous = await callerFor(env.services);
    const short = await rejection(anonymous.auth.register({ fullName: 'Kort', email: 'kort@voorbeeld.nl', password: '12345' }));
    expect(short.code).toBe('BAD_REQUEST');
    expect(short.cause?.message).toContain(nl.validation.passwordTooShort);
    const noName = await rejection(anonymous.auth.register({ fullName: '  ', email: 'naam@voorbeeld.nl', password: '123456' }));
    expect(noName.cause?.message).toContain(nl.validation.fullNameRequired);
  });

  it('starts a new session at every login and ends the old one', async () => {
    const jar = cookieJar();
    await (await callerWithJar(env.services, jar)).auth.login({ email: 'sanne@voorbeeld.nl', password: 'zonnebloem42' });
    const first = jar.token!;
    await (await callerWithJar(env.services, jar)).auth.login({ email: 'sanne@voorbeeld.nl', password: 'zonnebloem42' });
    expect(jar.token).not.toBe(first);
    expect(await validateSessionToken(env.services.db, first)).toBeNull();
    expect(await validateSessionToken(env.services.db, jar.token!)).not.toBeNull();
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const jar = cookieJar();
    await (await callerWithJar(env.services, jar)).auth.login({ email: 'sanne@voorbeeld.nl', password: 'zonnebloem42' });
    const token = jar.token!;
    await (await callerWithJar(env.services, jar)).auth.logout();
    expect(jar.token).toBeUndefined();
    expect(await (await callerWithJar(env.services, cookieJar(token))).auth.me()).toBeNull();
  });
});

describe('an unknown cookie', () => {
  it('is treated as signed out and cleared', async () => {
    const jar = cookieJar('onbekend-token');
    expect(await (await callerWithJar(env.services, jar)).auth.me()).toBeNull();
    expect(jar.token).toBeUndefined();
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const anonymous = await callerFor(env.services);
    expect(await anonymous.auth.requestPasswordReset({ email: 'bestaat.niet@voorbeeld.nl' })).toEqual({ ok: true });
    await env.services.tasks.settled();
    const mails = await env.services.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'bestaat.niet@voorbeeld.nl').execute();
    expect(mails).toEqual([]);
  });

  it('mails a recovery link whose token sets a new password once and ends all sessions', async () => {
    const user = await createTestUser(env.services);
    const jar = cookieJar();
    await (await callerWithJar(env.services, jar)).auth.login({ email: user.email, password: TEST_PASSWORD });
    const anonymous = await callerFor(env.services);
    expect(await anonymous.auth.requestPasswordReset({ email: user.email.toUpperCase() })).toEqual({ ok: true });
    const token = await lastResetToken(user.email);
    // The outbox keeps the mail, but not the token that sets a password.
    const stored = await env.services.db.selectFrom('mailOutbox').select('bodyText').where('toAddress', '=', user.email).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.bodyText).not.toContain(token);
    expect(stored[0]!.bodyText).toContain(`/auth?type=recovery&token=${REDACTED}`);

    await anonymous.auth.resetPassword({ token, password: 'nieuwwachtwoord' });
    expect(await (await callerWithJar(env.services, jar)).auth.me()).toBeNull();
    await anonymous.auth.login({ email: user.email, password: 'nieuwwachtwoord' });
    await expect(anonymous.auth.login({ email: user.email, password: TEST_PASSWORD })).rejects.toThrow(nl.auth.invalidCredentials);

    const again = await rejection(anonymous.auth.resetPassword({ token, password: 'nogeenkeer' }));
    expect(again.message).toBe(nl.auth.resetTokenInvalid);
  });

  it('refuses a token older than an hour', async () => {
    const user = await createTestUser(env.services);
    const token = await createPasswordResetToken(env.services.db, user.id, new Date(Date.now() - 61 * 60 * 1000));
    const anonymous = await callerFor(env.services);
    const error = await rejection(anonymous.auth.resetPassword({ token, password: 'nieuwwachtwoord' }));
    expect(error.message).toBe(nl.auth.resetTokenInvalid);
    await anonymous.auth.login({ email: user.email, password: TEST_PASSWORD });
    const logged = await env.services.db.selectFrom('activityLog').select('kind').where('subjectUserId', '=', user.id).where('kind', '=', 'password_changed').execute();
    expect(logged).toEqual([]);
  });

  it("logs the new password in the activity log as the user's own change, from the request's network", async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    const token = await createPasswordResetToken(env.services.db, user.id);
    await (await anonymousFrom('198.51.100.0/24')).auth.resetPassword({ token, password: 'nieuwwachtwoord' });
    const logged = await env.services.db
      .selectFrom('activityLog')
      .select(['kind', 'actorId', 'actorRole', 'subjectUserId', 'network'])
      .where('subjectUserId', '=', user.id)
      .where('kind', '=', 'password_changed')
      .execute();
    expect(logged).toEqual([{ kind: 'password_changed', actorId: user.id, actorRole: 'client', subjectUserId: user.id, network: '198.51.100.0/24' }]);
    // The user's own activity page shows it.
    const mine = await (await callerFor(env.services, user)).activity.mine({ kind: 'password_changed' });
    expect(mine.items).toHaveLength(1);
  });
});

describe('role resolution', () => {
  it('names the role of the user', async () => {
    for (const role of ['admin', 'developer', 'client'] as const) {
      const user = await createTestUser(env.services, { role });
      const me = await (await callerFor(env.services, user)).auth.me();
      expect(me?.role).toBe(role);
    }
  });

  it('makes a user without a role who owns a project a client, and stores that role', async () => {
    const user = await createTestUser(env.services, { role: null });
    expect((await (await callerFor(env.services, user)).auth.me())?.role).toBeNull();
    await env.services.db.insertInto('projects').values({ clientId: user.id, packageType: 'website', monthlyPrice: '30.00' }).execute();
    const me = await (await callerFor(env.services, user)).auth.me();
    expect(me).toMatchObject({ role: 'client', hasProject: true });
    const row = await env.services.db.selectFrom('userRoles').select('role').where('userId', '=', user.id).executeTakeFirst();
    expect(row?.role).toBe('client');
  });
});
