import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { hashToken } from '@/server/auth/tokens';
import { REDACTED } from '@/server/mail/mailer';
import { buildApp } from '@/server/app/app';
import { ACCOUNTS_CONFIG, callerFor, createTestEnv, createTestProject, createTestUser, TEST_CONFIG, type TestEnv } from '@/server/testing/harness';
import { browser, lastEmailToken, mailsTo, signIn } from '@/server/testing/account-fixtures';
import { detailsWithMandate, rejection } from '@/server/testing/client-fixtures';
import { multipartBody, PNG } from '@/server/testing/upload-fixtures';
import { VERIFICATION_RESENDS_PER_HOUR } from './email';

// A new account proves it owns its address before it can onboard, upload, message, buy or complain:
// a single-use link, valid 24 hours, stored only as a hash. Until then it signs in to a page that says so.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const PASSWORD = 'tulpenveld-2026';

async function register(fullName = 'Vera Verifieer') {
  const email = `verifieer-${++counter}-${Date.now()}@voorbeeld.nl`;
  await (await callerFor(env.services)).auth.register({ fullName, email, password: PASSWORD });
  return email;
}

describe('registering', () => {
  it('signs the new account in at once, owing its link; a taken address answers alike and signs nobody in', async () => {
    const email = `direct-${Date.now()}@voorbeeld.nl`;
    const newcomer = browser(env.services);
    expect(await newcomer.caller().auth.register({ fullName: 'Nina Nieuw', email, password: PASSWORD })).toEqual({ ok: true, verification: true });
    expect(await newcomer.caller().auth.me()).toMatchObject({ pending: 'emailVerification', user: { email, emailVerified: false }, profile: { fullName: 'Nina Nieuw' } });

    const someoneElse = browser(env.services);
    expect(await someoneElse.caller().auth.register({ fullName: 'Iemand Anders', email, password: 'een-ander-wachtwoord' })).toEqual({ ok: true, verification: true });
    expect(someoneElse.jar.token).toBeUndefined();
    expect(await someoneElse.caller().auth.me()).toBeNull();
  });

  it('mails a link that works once; the outbox and the database keep only what cannot open it', async () => {
    const email = await register();
    const [mail] = await mailsTo(env, email);
    expect(mail?.subject).toBe(security.emailVerification.mailSubject);
    expect(mail?.text).toContain('Hallo Vera,');
    const token = await lastEmailToken(env, email);
    const stored = await env.services.db.selectFrom('mailOutbox').select('bodyText').where('toAddress', '=', email).executeTakeFirstOrThrow();
    expect(stored.bodyText).toContain(`/verify-email?token=${REDACTED}`);
    expect(stored.bodyText).not.toContain(token);
    const row = await env.services.db.selectFrom('emailTokens').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.id).toBe(hashToken(token));

    const browser = await signIn(env.services, email, PASSWORD);
    expect(await browser.caller().auth.me()).toMatchObject({ pending: 'emailVerification', user: { emailVerified: false } });
    expect(await browser.caller().auth.confirmEmail({ token })).toEqual({ outcome: 'verified' });
    expect(await browser.caller().auth.me()).toMatchObject({ pending: null, user: { emailVerified: true } });
    const again = await rejection(browser.caller().auth.confirmEmail({ token }));
    expect(again).toMatchObject({ code: 'BAD_REQUEST', message: security.emailVerification.tokenInvalid });
  });

  it('refuses a link older than 24 hours', async () => {
    const email = await register();
    const token = await lastEmailToken(env, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    const late = await rejection((await callerFor(env.services)).auth.confirmEmail({ token }));
    expect(late.message).toBe(security.emailVerification.tokenInvalid);
    vi.useRealTimers();
    const browser = await signIn(env.services, email, PASSWORD);
    expect((await browser.caller().auth.me())?.user.emailVerified).toBe(false);
  });
});

describe('until the address is verified', () => {
  it('the server refuses onboarding, messages, purchases and complaints with a Dutch message', async () => {
    const email = await register();
    const browser = await signIn(env.services, email, PASSWORD);
    const onboarding = await rejection(browser.caller().client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }));
    expect(onboarding).toMatchObject({ code: 'FORBIDDEN', message: security.emailVerification.required });
    const { id } = (await browser.caller().auth.me())!.user;
    expect(await env.services.db.selectFrom('projects').select('id').where('clientId', '=', id).execute()).toEqual([]);

    // An admin made them a client with a project before they verified: still nothing goes out in their name.
    await env.services.db.insertInto('userRoles').values({ userId: id, role: 'client' }).execute();
    const project = await createTestProject(env.services, { clientId: id, packageType: 'website' });
    const message = await rejection(browser.caller().project.messages.send({ projectId: project.id, message: 'Hallo' }));
    expect(message.message).toBe(security.emailVerification.required);
    const complaint = await rejection(browser.caller().complaints.create({ subject: 'Traag', description: 'Echt traag' }));
    expect(complaint.message).toBe(security.emailVerification.required);
    const module = await env.services.db
      .insertInto('modules')
      .values({ title: 'SEO', description: 'Vindbaar', price: '19.95', isRecurring: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const purchase = await rejection(browser.caller().client.modules.buy({ projectId: project.id, moduleId: module.id }));
    expect(purchase.message).toBe(security.emailVerification.required);

    const app = await buildApp({ services: env.services });
    try {
      const body = multipartBody([{ fileName: 'logo.png', content: PNG, contentType: 'image/png' }]);
      const upload = await app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/uploads`,
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': body.contentType },
        cookies: { session: browser.jar.token! },
        payload: body.payload,
      });
      expect(upload.statusCode).toBe(403);
      expect(upload.json()).toEqual({ error: { message: security.emailVerification.required } });
    } finally {
      await app.close();
    }

    await browser.caller().auth.confirmEmail({ token: await lastEmailToken(env, email) });
    expect(await browser.caller().project.messages.send({ projectId: project.id, message: 'Hallo' })).toMatchObject({ message: 'Hallo' });
  });

  it(`sends the link again at most ${VERIFICATION_RESENDS_PER_HOUR} times an hour; each new link replaces the one before`, async () => {
    const email = await register();
    const browser = await signIn(env.services, email, PASSWORD);
    const first = await lastEmailToken(env, email);
    for (let i = 0; i < VERIFICATION_RESENDS_PER_HOUR; i++) expect(await browser.caller().account.email.resendVerification()).toEqual({ ok: true });
    const refused = await rejection(browser.caller().account.email.resendVerification());
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: security.emailVerification.resendTooMany });
    expect(await mailsTo(env, email)).toHaveLength(1 + VERIFICATION_RESENDS_PER_HOUR);
    expect((await rejection(browser.caller().auth.confirmEmail({ token: first }))).message).toBe(security.emailVerification.tokenInvalid);
    expect(await browser.caller().auth.confirmEmail({ token: await lastEmailToken(env, email) })).toEqual({ outcome: 'verified' });
    const done = await rejection(browser.caller().account.email.resendVerification());
    expect(done.message).toBe(security.emailVerification.alreadyVerified);
  });

  it('shows the address as verified on /account once it is, and users made from the shell are verified from the start', async () => {
    const shellMade = await createTestUser(env.services, { role: 'client' });
    expect(await (await callerFor(env.services, shellMade)).account.overview()).toMatchObject({ email: shellMade.email, emailVerified: true });
    const email = await register();
    const browser = await signIn(env.services, email, PASSWORD);
    expect(await browser.caller().account.overview()).toMatchObject({ email, emailVerified: false });
  });
});

describe('with EMAIL_VERIFICATION=off', () => {
  it('mails no link and lets a fresh account onboard at once', async () => {
    const off = await createTestEnv({ config: { ...TEST_CONFIG, emailVerification: false } });
    try {
      const email = `zonder-link-${Date.now()}@voorbeeld.nl`;
      await (await callerFor(off.services)).auth.register({ fullName: 'Zonder Link', email, password: PASSWORD });
      expect(await mailsTo(off, email)).toEqual([]);
      const browser = await signIn(off.services, email, PASSWORD);
      expect(await browser.caller().auth.me()).toMatchObject({ pending: null, user: { emailVerified: true } });
      expect(await browser.caller().client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() })).toMatchObject({
        projectId: expect.any(String),
      });
    } finally {
      await off.close();
    }
  });
});
