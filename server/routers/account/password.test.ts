import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { LOGIN_BACKOFF } from '@/server/auth/login-throttle';
import { createPasswordResetToken } from '@/server/auth/password-reset';
import { ACCOUNTS_CONFIG, callerFor, createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { mailsTo, signIn } from '@/server/testing/account-fixtures';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

// Changing the password on /account: the current one first, then a new one that is no well-known
// password. This session stays, every other one ends, and the owner hears of it by mail.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());

const NEW_PASSWORD = 'Zeilboot-op-de-Kaag';

describe('account.password.change', () => {
  it('keeps this session, signs out every other one and mails the owner', async () => {
    const user = await createTestUser(env.services, { fullName: 'Pim Wachter' });
    const here = await signIn(env.services, user.email, TEST_PASSWORD);
    const elsewhere = await signIn(env.services, user.email, TEST_PASSWORD);
    expect(await here.caller().account.password.change({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      ok: true,
      endedSessions: 1,
    });
    expect(await here.caller().auth.me()).toMatchObject({ user: { email: user.email } });
    expect(await elsewhere.caller().auth.me()).toBeNull();
    expect(elsewhere.jar.token).toBeUndefined();

    const [mail] = await mailsTo(env, user.email);
    expect(mail).toMatchObject({ subject: security.passwordChange.mailSubject });
    expect(mail?.text).toContain('Hallo Pim,');
    expect((await signIn(env.services, user.email, NEW_PASSWORD)).answer).toMatchObject({ ok: true });
    await expect(signIn(env.services, user.email, TEST_PASSWORD)).rejects.toThrow(nl.auth.invalidCredentials);
  });

  it('refuses a wrong current password under its field, and counts it against the login limit', async () => {
    const user = await createTestUser(env.services);
    const asUser = await callerFor(env.services, user);
    const wrong = await rejection(asUser.account.password.change({ currentPassword: 'niet-mijn-wachtwoord', newPassword: NEW_PASSWORD }));
    expect(shownMessage(wrong)).toBe(security.passwords.currentWrong);
    for (let i = 1; i <= LOGIN_BACKOFF.freeAttempts; i++) {
      await rejection(asUser.account.password.change({ currentPassword: `gok-${i}`, newPassword: NEW_PASSWORD }));
    }
    // The free attempts are used up: even the right password waits now, on this form as at the door.
    const locked = await rejection(asUser.account.password.change({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }));
    expect(locked).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(1) });
    await expect(signIn(env.services, user.email, TEST_PASSWORD)).rejects.toThrow(nl.auth.accountLocked(1));
  });

  it('refuses a well-known password in Dutch, and one equal to the current', async () => {
    const user = await createTestUser(env.services);
    const asUser = await callerFor(env.services, user);
    for (const common of ['password1', 'Welkom01', 'qwertyuiop', 'wachtwoord']) {
      const refused = await rejection(asUser.account.password.change({ currentPassword: TEST_PASSWORD, newPassword: common }));
      expect(refused.code).toBe('BAD_REQUEST');
      expect(shownMessage(refused)).toBe(security.passwords.tooCommon);
    }
    const same = await rejection(asUser.account.password.change({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }));
    expect(shownMessage(same)).toBe(security.passwords.sameAsCurrent);
    const short = await rejection(asUser.account.password.change({ currentPassword: TEST_PASSWORD, newPassword: '12345' }));
    expect(shownMessage(short)).toBe(nl.validation.passwordTooShort);
    // Nothing changed.
    expect((await signIn(env.services, user.email, TEST_PASSWORD)).answer).toMatchObject({ ok: true });
  });

  it('refuses a well-known password on registering and on a reset link too', async () => {
    const anonymous = await callerFor(env.services);
    const registered = await rejection(anonymous.auth.register({ fullName: 'Gewoon', email: `gewoon-${Date.now()}@voorbeeld.nl`, password: 'iloveyou' }));
    expect(shownMessage(registered)).toBe(security.passwords.tooCommon);
    const user = await createTestUser(env.services);
    const token = await createPasswordResetToken(env.services.db, user.id);
    const reset = await rejection(anonymous.auth.resetPassword({ token, password: 'Password1' }));
    expect(shownMessage(reset)).toBe(security.passwords.tooCommon);
    // The link still works for a better choice.
    expect(await anonymous.auth.resetPassword({ token, password: NEW_PASSWORD })).toEqual({ ok: true });
  });
});
