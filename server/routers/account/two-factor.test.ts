import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { LOGIN_BACKOFF } from '@/server/auth/login-throttle';
import { recoveryCodeHash } from '@/server/auth/two-factor';
import { ACCOUNTS_CONFIG, callerFor, createTestEnv, createTestUser, TEST_CONFIG, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { signIn, totpCode, type TestBrowser } from '@/server/testing/account-fixtures';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

// Two-step sign-in (TOTP, RFC 6238): required for admins and developers, optional for clients.
// A session that owes a step reaches nothing but that step, on the server.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());
afterEach(() => vi.useRealTimers());

/** Sets the second step up in this browser; returns the key and the recovery codes. */
async function setUp(browser: TestBrowser) {
  const { secret } = await browser.caller().account.twoFactor.setup();
  const { recoveryCodes } = await browser.caller().account.twoFactor.enable({ code: totpCode(secret), password: TEST_PASSWORD });
  return { secret, recoveryCodes };
}

async function staffWithTwoFactor(role: 'admin' | 'developer' = 'developer') {
  const user = await createTestUser(env.services, { role });
  const first = await signIn(env.services, user.email, TEST_PASSWORD);
  return { user, ...(await setUp(first)) };
}

describe('staff without a second step', () => {
  it('are sent to set it up after their password and reach nothing else, on the server', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const browser = await signIn(env.services, admin.email, TEST_PASSWORD);
    expect(browser.answer).toEqual({ ok: true, next: null });
    expect(await browser.caller().auth.me()).toMatchObject({ role: 'admin', pending: 'twoFactorSetup' });
    for (const call of [() => browser.caller().admin.stats.get(), () => browser.caller().account.overview(), () => browser.caller().admin.users.list({ q: '' })]) {
      expect(await rejection(call())).toMatchObject({ code: 'FORBIDDEN', message: security.twoFactor.setupRequired });
    }

    const setup = await browser.caller().account.twoFactor.setup();
    expect(setup).toMatchObject({ required: true, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(setup.keyUri).toBe(`otpauth://totp/Klantportaal:${encodeURIComponent(admin.email)}?issuer=Klantportaal&algorithm=SHA1&secret=${setup.secret}&period=30&digits=6`);
    // A reload shows the same key, so the code scanned is the code confirmed.
    expect((await browser.caller().account.twoFactor.setup()).secret).toBe(setup.secret);

    const wrong = await rejection(browser.caller().account.twoFactor.enable({ code: '000000' === totpCode(setup.secret) ? '111111' : '000000', password: TEST_PASSWORD }));
    expect(shownMessage(wrong)).toBe(security.twoFactor.codeInvalid);
    const { recoveryCodes } = await browser.caller().account.twoFactor.enable({ code: totpCode(setup.secret), password: TEST_PASSWORD });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await env.services.db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', admin.id).execute();
    expect(stored.map((row) => row.codeHash).sort()).toEqual(recoveryCodes.map(recoveryCodeHash).sort());
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.slice(0, 5));

    expect(await browser.caller().admin.stats.get()).toBeDefined();
    expect(await browser.caller().auth.me()).toMatchObject({ pending: null, user: { twoFactorEnabled: true } });
    const again = await rejection(browser.caller().account.twoFactor.setup());
    expect(again.message).toBe(security.twoFactor.alreadyOn);
  });

  it('with STAFF_2FA=optional, sign in with the password alone', async () => {
    const optional = await createTestEnv({ config: TEST_CONFIG });
    try {
      const developer = await createTestUser(optional.services, { role: 'developer' });
      const browser = await signIn(optional.services, developer.email, TEST_PASSWORD);
      expect(await browser.caller().auth.me()).toMatchObject({ pending: null });
      expect(await browser.caller().developer.projects.list({})).toBeDefined();
    } finally {
      await optional.close();
    }
  });
});

describe('signing in with a second step', () => {
  it('asks the code after the password; until then the session reaches nothing and shows nothing of the account', async () => {
    const { user, secret } = await staffWithTwoFactor();
    const browser = await signIn(env.services, user.email, TEST_PASSWORD);
    expect(browser.answer).toEqual({ ok: true, next: 'twoFactorCode' });
    expect(await browser.caller().auth.me()).toMatchObject({ pending: 'twoFactorCode', profile: null, projects: [] });
    expect(await rejection(browser.caller().developer.projects.list({}))).toMatchObject({ code: 'FORBIDDEN', message: security.twoFactor.codeRequired });
    // Setting the step up anew is no way around it.
    expect((await rejection(browser.caller().account.twoFactor.setup())).message).toBe(security.twoFactor.alreadyOn);

    // The code that confirmed the set-up is used; the app's next one signs in.
    expect(await browser.caller().auth.verifyTwoFactor({ code: totpCode(secret, 1) })).toEqual({ ok: true });
    expect(await browser.caller().auth.me()).toMatchObject({ pending: null, profile: { email: user.email } });
    expect(await browser.caller().developer.projects.list({})).toBeDefined();
    expect((await rejection(browser.caller().auth.verifyTwoFactor({ code: totpCode(secret, 1) }))).message).toBe(security.twoFactor.notNeeded);
  });

  it('counts a wrong code against the login limit of the account', async () => {
    const { user, secret } = await staffWithTwoFactor();
    const browser = await signIn(env.services, user.email, TEST_PASSWORD);
    const wrongCode = totpCode(secret, 1) === '123456' ? '654321' : '123456';
    // The password was one attempt; the code attempts follow it on the same counter.
    for (let attempt = 2; attempt <= LOGIN_BACKOFF.freeAttempts + 1; attempt++) {
      expect(await rejection(browser.caller().auth.verifyTwoFactor({ code: wrongCode }))).toMatchObject({ code: 'UNAUTHORIZED', message: security.twoFactor.codeInvalid });
    }
    const locked = await rejection(browser.caller().auth.verifyTwoFactor({ code: totpCode(secret, 1) }));
    expect(locked).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(1) });
    // Signing in again with the password does not start the count over.
    await expect(signIn(env.services, user.email, TEST_PASSWORD)).rejects.toThrow(nl.auth.accountLocked(1));
  });

  it('takes each recovery code once instead of the app code', async () => {
    const { user, recoveryCodes } = await staffWithTwoFactor();
    const browser = await signIn(env.services, user.email, TEST_PASSWORD);
    expect(await browser.caller().auth.verifyTwoFactor({ code: recoveryCodes[3]!.toUpperCase() })).toEqual({ ok: true });
    expect((await callerFor(env.services, user).then((c) => c.account.overview())).twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    const second = await signIn(env.services, user.email, TEST_PASSWORD);
    expect((await rejection(second.caller().auth.verifyTwoFactor({ code: recoveryCodes[3]! }))).message).toBe(security.twoFactor.codeInvalid);
  });

  it('lets a session that still owes its code lapse after ten minutes', async () => {
    const { user } = await staffWithTwoFactor();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const browser = await signIn(env.services, user.email, TEST_PASSWORD);
    vi.setSystemTime(start + 9 * 60_000);
    expect(await browser.caller().auth.me()).toMatchObject({ pending: 'twoFactorCode' });
    vi.setSystemTime(start + 10 * 60_000 + 1000);
    expect(await browser.caller().auth.me()).toBeNull();
  });
});

describe('an admin resets another user\'s second step', () => {
  it('turns it off and ends every session of that user; staff set it up again at their next sign-in', async () => {
    const { user } = await staffWithTwoFactor('developer');
    const signedIn = await callerFor(env.services, user);
    const asAdmin = await callerFor(env.services, (await staffWithTwoFactor('admin')).user);
    expect(await asAdmin.admin.users.list({ q: user.email })).toMatchObject({ items: [expect.objectContaining({ twoFactorEnabled: true })] });
    expect(await asAdmin.admin.users.resetTwoFactor({ userId: user.id })).toEqual({ id: user.id });
    expect(await signedIn.auth.me()).toBeNull();
    expect(await env.services.db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', user.id).execute()).toEqual([]);
    const again = await signIn(env.services, user.email, TEST_PASSWORD);
    expect(again.answer).toEqual({ ok: true, next: null });
    expect(await again.caller().auth.me()).toMatchObject({ pending: 'twoFactorSetup' });

    const self = await rejection(asAdmin.admin.users.resetTwoFactor({ userId: (await asAdmin.auth.me())!.user.id }));
    expect(self.message).toBe(security.twoFactor.resetNotSelf);
    const missing = await rejection(asAdmin.admin.users.resetTwoFactor({ userId: '00000000-0000-4000-8000-000000000000' }));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: nl.users.notFound });
  });
});

describe('clients', () => {
  it('choose it on /account, and may turn it off again with their password; staff may not', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const browser = await signIn(env.services, client.email, TEST_PASSWORD);
    expect(await browser.caller().auth.me()).toMatchObject({ pending: null });
    expect((await browser.caller().account.overview()).twoFactor).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const other = await signIn(env.services, client.email, TEST_PASSWORD);
    const { secret } = await setUp(browser);
    // Turning it on ends the other sessions: none of them did the second step.
    expect(await other.caller().auth.me()).toBeNull();
    expect((await browser.caller().account.overview()).twoFactor).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await signIn(env.services, client.email, TEST_PASSWORD)).answer.next).toBe('twoFactorCode');

    const wrong = await rejection(browser.caller().account.twoFactor.disable({ password: 'niet-het-wachtwoord' }));
    expect(shownMessage(wrong)).toBe(security.passwords.currentWrong);
    expect(await browser.caller().account.twoFactor.disable({ password: TEST_PASSWORD })).toEqual({ ok: true });
    expect((await signIn(env.services, client.email, TEST_PASSWORD)).answer.next).toBeNull();
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    const developer = await staffWithTwoFactor('developer');
    const asDeveloper = await callerFor(env.services, developer.user);
    const refused = await rejection(asDeveloper.account.twoFactor.disable({ password: TEST_PASSWORD }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: security.twoFactor.cannotTurnOff });
  });
});
