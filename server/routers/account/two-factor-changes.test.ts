import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { nl } from '@/src/text/nl';
import { LOGIN_BACKOFF } from '@/server/auth/login-throttle';
import { hashToken } from '@/server/auth/tokens';
import { ACCOUNTS_CONFIG, callerFor, callerWithJar, cookieJar, createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { mailsTo, signIn, totpCode, type TestBrowser } from '@/server/testing/account-fixtures';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

// The second step cannot be turned against its owner: an app code works once (across sessions and instances), changes ask the password
// and mail the owner, an admin's reset is on the record, and the code starts a new session.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());

async function setUp(browser: TestBrowser) {
  const { secret } = await browser.caller().account.twoFactor.setup();
  const { recoveryCodes } = await browser.caller().account.twoFactor.enable({ code: totpCode(secret), password: TEST_PASSWORD });
  return { secret, recoveryCodes };
}

async function userWithTwoFactor(role: 'client' | 'developer' | 'admin', fullName?: string) {
  const user = await createTestUser(env.services, { role, ...(fullName ? { fullName } : {}) });
  const first = await signIn(env.services, user.email, TEST_PASSWORD);
  return { user, first, ...(await setUp(first)) };
}

/** The log's rows about someone's second step. */
const secondStepLogOf = (userId: string) =>
  env.services.db
    .selectFrom('activityLog')
    .select(['kind', 'actorId', 'subjectUserId'])
    .where('subjectUserId', '=', userId)
    .where('kind', 'in', ['two_factor_enabled', 'two_factor_disabled', 'two_factor_reset', 'recovery_codes_renewed'])
    .orderBy('id')
    .execute();

describe('a code from the app', () => {
  it('signs in once: not in a second session, and not a code for an earlier step', async () => {
    const { user, secret } = await userWithTwoFactor('developer');
    const b = await signIn(env.services, user.email, TEST_PASSWORD);
    expect(await b.caller().auth.verifyTwoFactor({ code: totpCode(secret, 1) })).toEqual({ ok: true });
    const c = await signIn(env.services, user.email, TEST_PASSWORD);
    for (const stepsAhead of [1, 0, -1]) {
      const refused = await rejection(c.caller().auth.verifyTwoFactor({ code: totpCode(secret, stepsAhead) }));
      expect(refused).toMatchObject({ code: 'UNAUTHORIZED', message: security.twoFactor.codeInvalid });
    }
    expect(await c.caller().auth.me()).toMatchObject({ pending: 'twoFactorCode' });
  });

  it('is taken by one of two sessions that give it at the same moment', async () => {
    const { user, secret } = await userWithTwoFactor('developer');
    const sessions = await Promise.all([signIn(env.services, user.email, TEST_PASSWORD), signIn(env.services, user.email, TEST_PASSWORD)]);
    const code = totpCode(secret, 1);
    const answers = await Promise.allSettled(sessions.map((session) => session.caller().auth.verifyTwoFactor({ code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('starts a new session: the half-signed-in one ends', async () => {
    const { user, secret } = await userWithTwoFactor('developer');
    const browser = await signIn(env.services, user.email, TEST_PASSWORD);
    const halfway = browser.jar.token!;
    await browser.caller().auth.verifyTwoFactor({ code: totpCode(secret, 1) });
    expect(browser.jar.token).toBeDefined();
    expect(browser.jar.token).not.toBe(halfway);
    expect(await browser.caller().auth.me()).toMatchObject({ pending: null });
    expect(await (await callerWithJar(env.services, cookieJar(halfway))).auth.me()).toBeNull();
    expect(await env.services.db.selectFrom('sessions').select('id').where('id', '=', hashToken(halfway)).executeTakeFirst()).toBeUndefined();
  });
});

describe('turning the second step on', () => {
  it('asks the current password: a borrowed session cannot put its own phone between the owner and the account', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const owner = await signIn(env.services, client.email, TEST_PASSWORD);
    const borrowed = await signIn(env.services, client.email, TEST_PASSWORD);
    const { secret } = await borrowed.caller().account.twoFactor.setup();
    const wrong = await rejection(borrowed.caller().account.twoFactor.enable({ code: totpCode(secret), password: 'raad-maar-wat' }));
    expect(shownMessage(wrong)).toBe(security.passwords.currentWrong);
    expect(await rejection(borrowed.caller().account.twoFactor.enable({ code: totpCode(secret) } as never))).toMatchObject({ code: 'BAD_REQUEST' });
    // Nothing changed: the owner is still signed in, and signs in with the password alone.
    expect(await owner.caller().auth.me()).toMatchObject({ pending: null });
    expect((await owner.caller().account.overview()).twoFactor.enabled).toBe(false);
    expect((await signIn(env.services, client.email, TEST_PASSWORD)).answer.next).toBeNull();
  });

  it('counts a wrong password against the login limit of the account', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const borrowed = await signIn(env.services, client.email, TEST_PASSWORD);
    const { secret } = await borrowed.caller().account.twoFactor.setup();
    for (let attempt = 1; attempt <= LOGIN_BACKOFF.freeAttempts + 1; attempt++) {
      const refused = await rejection(borrowed.caller().account.twoFactor.enable({ code: totpCode(secret), password: `gok-${attempt}` }));
      expect(shownMessage(refused)).toBe(security.passwords.currentWrong);
    }
    const locked = await rejection(borrowed.caller().account.twoFactor.enable({ code: totpCode(secret), password: TEST_PASSWORD }));
    expect(locked).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(1) });
  });

  it('mails the owner when it is turned on and off, with a link to the sessions list', async () => {
    const { user, first } = await userWithTwoFactor('client');
    await first.caller().account.twoFactor.disable({ password: TEST_PASSWORD });
    const mails = (await mailsTo(env, user.email)).filter((mail) => mail.subject.startsWith('Tweestapsverificatie'));
    expect(mails.map((mail) => mail.subject)).toEqual([security.twoFactor.mailOnSubject, security.twoFactor.mailOffSubject]);
    for (const mail of mails) expect(mail.text).toContain(`${security.twoFactor.mailNotYou}\nhttp://localhost:3000/account#sessies`);
    expect((await secondStepLogOf(user.id)).map((row) => row.kind)).toEqual(['two_factor_enabled', 'two_factor_disabled']);
  });
});

describe('new recovery codes', () => {
  it('ask the password; the earlier codes stop working and the owner is mailed', async () => {
    const { user, first, recoveryCodes: earlier } = await userWithTwoFactor('client');
    const wrong = await rejection(first.caller().account.twoFactor.newRecoveryCodes({ password: 'niet-het-wachtwoord' }));
    expect(shownMessage(wrong)).toBe(security.passwords.currentWrong);
    const { recoveryCodes } = await first.caller().account.twoFactor.newRecoveryCodes({ password: TEST_PASSWORD });
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code) => earlier.includes(code))).toEqual([]);

    const withOld = await signIn(env.services, user.email, TEST_PASSWORD);
    expect((await rejection(withOld.caller().auth.verifyTwoFactor({ code: earlier[0]! }))).message).toBe(security.twoFactor.codeInvalid);
    expect(await withOld.caller().auth.verifyTwoFactor({ code: recoveryCodes[0]! })).toEqual({ ok: true });
    expect((await mailsTo(env, user.email)).map((mail) => mail.subject)).toContain(security.twoFactor.mailCodesSubject);
    expect((await secondStepLogOf(user.id)).map((row) => row.kind)).toContain('recovery_codes_renewed');

    const without = await callerFor(env.services, await createTestUser(env.services, { role: 'client' }));
    // (a client without the second step)
    expect(await rejection(without.account.twoFactor.newRecoveryCodes({ password: TEST_PASSWORD }))).toMatchObject({ code: 'BAD_REQUEST', message: security.twoFactor.notOn });
  });
});

describe("an admin's reset of someone's second step", () => {
  it('is on the record, mailed to the user, and found in the activity search', async () => {
    const { user: developer } = await userWithTwoFactor('developer', 'Daan Ontwikkelaar');
    const { user: admin } = await userWithTwoFactor('admin', 'Bea Beheer');
    const asAdmin = await callerFor(env.services, admin);
    await asAdmin.admin.users.resetTwoFactor({ userId: developer.id });

    expect((await secondStepLogOf(developer.id)).at(-1)).toEqual({ kind: 'two_factor_reset', actorId: admin.id, subjectUserId: developer.id });
    const mail = (await mailsTo(env, developer.email)).find((m) => m.subject === security.twoFactor.mailResetSubject);
    expect(mail?.text).toContain(security.twoFactor.mailResetBody);
    const byWords = await asAdmin.admin.activity.list({ q: 'gereset' });
    expect(byWords.items[0]).toMatchObject({ kind: 'two_factor_reset', who: 'Bea Beheer', sentence: 'Tweestapsverificatie gereset door een beheerder' });
    // Searching the person it was done to finds it too.
    const byPerson = await asAdmin.admin.activity.list({ q: 'Daan Ontwikkelaar' });
    expect(byPerson.items.map((item) => item.kind)).toContain('two_factor_reset');
  });
});
