import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { ACCOUNTS_CONFIG, callerFor, createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { lastEmailToken, mailsTo, signIn } from '@/server/testing/account-fixtures';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';
import { EMAIL_CHANGES_PER_HOUR } from './email';
import { authMailsText } from '@/src/text/nl/auth-mails';

// A new address takes effect only via the link mailed to it; the old one is told, with a cancel link, and both links work once.
// Afterwards the old address has a week to restore itself (every session ends) or consent; until then the new one cannot change again.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const newAddress = () => `nieuw-adres-${++counter}-${Date.now()}@voorbeeld.nl`;

async function emailOf(userId: string) {
  const row = await env.services.db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id')
    .select(['users.email', 'profiles.email as profileEmail', 'users.emailVerifiedAt']).where('users.id', '=', userId).executeTakeFirstOrThrow();
  return row;
}

describe('account.email.requestChange', () => {
  it('changes the address only when the new one opens its link; the old one is told; the link works once', async () => {
    const user = await createTestUser(env.services, { fullName: 'Eva Adres' });
    const asUser = await callerFor(env.services, user);
    const target = newAddress();
    expect(await asUser.account.email.requestChange({ newEmail: target, currentPassword: TEST_PASSWORD })).toEqual({ ok: true, email: target });
    expect((await emailOf(user.id)).email).toBe(user.email);
    expect(await asUser.account.overview()).toMatchObject({ email: user.email, pendingEmail: target });

    const [toNew] = await mailsTo(env, target);
    expect(toNew?.subject).toBe(security.emailChange.newMailSubject);
    const [toOld] = await mailsTo(env, user.email);
    expect(toOld?.subject).toBe(security.emailChange.oldMailSubject);
    expect(toOld?.text).toContain(target);

    const token = await lastEmailToken(env, target);
    expect(await (await callerFor(env.services)).auth.confirmEmail({ token })).toEqual({ outcome: 'changed' });
    expect(await emailOf(user.id)).toMatchObject({ email: target, profileEmail: target, emailVerifiedAt: expect.any(Date) });
    expect((await rejection((await callerFor(env.services)).auth.confirmEmail({ token }))).message).toBe(security.emailVerification.tokenInvalid);
    // The old address hears that it happened (see "after a change" below for its links).
    expect((await mailsTo(env, user.email)).at(-1)).toMatchObject({ subject: security.emailChange.changedMailSubject, text: expect.stringContaining(target) });
    expect((await signIn(env.services, target, TEST_PASSWORD)).answer).toMatchObject({ ok: true });
  });

  it('lets the old address cancel the change, once', async () => {
    const user = await createTestUser(env.services);
    const target = newAddress();
    await (await callerFor(env.services, user)).account.email.requestChange({ newEmail: target, currentPassword: TEST_PASSWORD });
    const cancel = await lastEmailToken(env, user.email);
    expect(await (await callerFor(env.services)).auth.confirmEmail({ token: cancel })).toEqual({ outcome: 'cancelled' });
    const change = await lastEmailToken(env, target);
    expect((await rejection((await callerFor(env.services)).auth.confirmEmail({ token: change }))).message).toBe(security.emailVerification.tokenInvalid);
    expect((await rejection((await callerFor(env.services)).auth.confirmEmail({ token: cancel }))).message).toBe(security.emailVerification.tokenInvalid);
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it("never mails a link to another account's address: its owner gets a note, the answer is the same", async () => {
    const user = await createTestUser(env.services);
    const owner = await createTestUser(env.services);
    expect(await (await callerFor(env.services, user)).account.email.requestChange({ newEmail: owner.email, currentPassword: TEST_PASSWORD })).toEqual({
      ok: true,
      email: owner.email,
    });
    const toOwner = await mailsTo(env, owner.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual([authMailsText.accountExistsSubject]);
    expect(toOwner[0]!.text).not.toContain('/verify-email');
    expect((await mailsTo(env, user.email)).map((mail) => mail.subject)).toEqual([security.emailChange.oldMailSubject]);
  });

  it(`asks for the current password, refuses the same address, and takes at most ${EMAIL_CHANGES_PER_HOUR} requests an hour`, async () => {
    const user = await createTestUser(env.services);
    const asUser = await callerFor(env.services, user);
    const wrong = await rejection(asUser.account.email.requestChange({ newEmail: newAddress(), currentPassword: 'niet-het-wachtwoord' }));
    expect(shownMessage(wrong)).toBe(security.passwords.currentWrong);
    const same = await rejection(asUser.account.email.requestChange({ newEmail: user.email.toUpperCase(), currentPassword: TEST_PASSWORD }));
    expect(shownMessage(same)).toBe(security.emailChange.sameAsCurrent);
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR; i++) await asUser.account.email.requestChange({ newEmail: newAddress(), currentPassword: TEST_PASSWORD });
    const refused = await rejection(asUser.account.email.requestChange({ newEmail: newAddress(), currentPassword: TEST_PASSWORD }));
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: security.emailChange.tooMany });
  });

  it('refuses a change link when another account took the address meanwhile', async () => {
    const user = await createTestUser(env.services);
    const target = newAddress();
    await (await callerFor(env.services, user)).account.email.requestChange({ newEmail: target, currentPassword: TEST_PASSWORD });
    const token = await lastEmailToken(env, target);
    await createTestUser(env.services, { email: target });
    const taken = await rejection((await callerFor(env.services)).auth.confirmEmail({ token }));
    expect(taken).toMatchObject({ code: 'CONFLICT', message: security.emailVerification.emailTaken });
    expect((await emailOf(user.id)).email).toBe(user.email);
  });
});

/** The tokens of the /verify-email links in a mail, in the order they appear. */
function linkTokens(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/\/verify-email\?token=([a-z0-9]+)/g)].map((match) => match[1]!);
}

/** A user whose change to a new address took effect; the old address's mails so far. */
async function changedAddress() {
  const user = await createTestUser(env.services, { fullName: 'Oud Adres' });
  const asUser = await callerFor(env.services, user);
  const target = newAddress();
  await asUser.account.email.requestChange({ newEmail: target, currentPassword: TEST_PASSWORD });
  const [cancelToken] = linkTokens((await mailsTo(env, user.email)).at(-1)?.text);
  await (await callerFor(env.services)).auth.confirmEmail({ token: await lastEmailToken(env, target) });
  const notice = (await mailsTo(env, user.email)).at(-1)!;
  const [keepToken, restoreToken] = linkTokens(notice.text);
  return { user, asUser, target, notice, cancelToken: cancelToken!, keepToken: keepToken!, restoreToken: restoreToken! };
}

const openLink = async (token: string) => (await callerFor(env.services)).auth.confirmEmail({ token });

describe('after a change of address', () => {
  it('tells the old address, whose link restores it and ends every session, once', async () => {
    const { user, asUser, target, notice, restoreToken } = await changedAddress();
    expect(notice.subject).toBe(security.emailChange.changedMailSubject);
    expect(notice.text).toContain(security.emailChange.changedMailBody(target));
    expect(notice.text).toContain(security.emailChange.changedMailRestore);
    const elsewhere = await signIn(env.services, target, TEST_PASSWORD);

    expect(await openLink(restoreToken)).toEqual({ outcome: 'restored' });
    expect(await emailOf(user.id)).toMatchObject({ email: user.email, profileEmail: user.email });
    expect(await asUser.auth.me()).toBeNull();
    expect(await elsewhere.caller().auth.me()).toBeNull();
    expect(await env.services.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    const log = await env.services.db.selectFrom('activityLog').select('kind').where('subjectUserId', '=', user.id).where('kind', 'in', ['email_changed', 'email_restored']).orderBy('id').execute();
    expect(log.map((row) => row.kind)).toEqual(['email_changed', 'email_restored']);
    expect((await rejection(openLink(restoreToken))).message).toBe(security.emailVerification.tokenInvalid);
    expect((await signIn(env.services, user.email, TEST_PASSWORD)).answer).toMatchObject({ ok: true });
  });

  it("keeps the first mail's cancel link working: after the change it restores the old address", async () => {
    const { user, cancelToken } = await changedAddress();
    expect(await openLink(cancelToken)).toEqual({ outcome: 'restored' });
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it("refuses another change for a week unless the old address consents", async () => {
    const { asUser, keepToken, restoreToken } = await changedAddress();
    const refused = await rejection(asUser.account.email.requestChange({ newEmail: newAddress(), currentPassword: TEST_PASSWORD }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toMatch(/^Je e-mailadres is net gewijzigd\. Tot \d+ \w+ \d{4} om \d\d:\d\d kun je het alleen opnieuw wijzigen/);
    expect(await openLink(keepToken)).toEqual({ outcome: 'kept' });
    // Consent closes the window: the restore link is spent, and the next change may be asked.
    expect((await rejection(openLink(restoreToken))).message).toBe(security.emailVerification.tokenInvalid);
    const next = newAddress();
    expect(await asUser.account.email.requestChange({ newEmail: next, currentPassword: TEST_PASSWORD })).toEqual({ ok: true, email: next });
  });

  it('lets the links lapse after 7 days, and then the address may change again', async () => {
    const { user, restoreToken } = await changedAddress();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    expect((await rejection(openLink(restoreToken))).message).toBe(security.emailVerification.tokenInvalid);
    const next = newAddress();
    const signedInAgain = await callerFor(env.services, user);
    expect(await signedInAgain.account.email.requestChange({ newEmail: next, currentPassword: TEST_PASSWORD })).toEqual({ ok: true, email: next });
  });
});
