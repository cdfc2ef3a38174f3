import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { ACCOUNTS_CONFIG, callerFor, createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { lastEmailToken, mailsTo, signIn } from '@/server/testing/account-fixtures';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';
import { EMAIL_CHANGES_PER_HOUR } from './email';

// A new address takes effect only when the link mailed to it is opened; the old address is told,
// with a link that cancels the change. Both links work once.

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
});
afterAll(() => env.close());

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
    // The old address's cancel link is spent with it.
    const cancel = await lastEmailToken(env, user.email);
    expect((await rejection((await callerFor(env.services)).auth.confirmEmail({ token: cancel }))).message).toBe(security.emailVerification.tokenInvalid);
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
    expect(toOwner.map((mail) => mail.subject)).toEqual([nl.auth.accountExistsMailSubject]);
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
