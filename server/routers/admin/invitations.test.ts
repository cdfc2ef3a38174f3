import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { nl } from '@/src/text/nl';
import { hashToken } from '@/server/auth/tokens';
import { newTotpKey } from '@/server/auth/two-factor';
import { REDACTED } from '@/server/mail/mailer';
import { INVITATION_LIFETIME_MS } from '@/server/features/accounts/invitations';
import { ACCOUNTS_CONFIG, callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { browser, mailsTo, signIn } from '@/server/testing/account-fixtures';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

// The account exists at once with its role; a single-use link (7 days, stored only as a hash) lets its owner choose a password.
// Staff then set up their second step, a client lands in onboarding.

let env: TestEnv;
let admin: { id: string; email: string };
let developer: { id: string; email: string };
beforeAll(async () => {
  env = await createTestEnv({ config: ACCOUNTS_CONFIG });
  developer = await createTestUser(env.services, { role: 'developer' });
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Anna Beheer' });
  // Staff reach their screens only with their second step set up (STAFF_2FA as in production).
  for (const staff of [admin, developer]) await env.services.db.updateTable('users').set({ totpKey: newTotpKey() }).where('id', '=', staff.id).execute();
});
afterAll(() => env.close());
afterEach(() => vi.useRealTimers());

let counter = 0;
const PASSWORD = 'zeilboot-op-het-ij';
const uniqueEmail = (who: string) => `${who}-${++counter}-${Date.now()}@bureau.nl`;

/** The token of the newest invitation link mailed to the address. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await mailsTo(env, email)).findLast((m) => m.text.includes('/invitation?token='));
  const link = mail && /\/invitation\?token=([a-z0-9]+)/.exec(mail.text);
  expect(link, `geen uitnodiging aan ${email}`).toBeTruthy();
  return link![1]!;
}

async function invite(role: 'admin' | 'developer' | 'client', fullName = 'Daan Nieuw') {
  const email = uniqueEmail(role);
  const asAdmin = await callerFor(env.services, admin);
  const created = await asAdmin.admin.invitations.create({ fullName, email, role });
  return { email, created, token: await invitationToken(email) };
}

describe('inviting a user', () => {
  it('makes the account with its role and mails a link that the database and outbox keep only as a hash', async () => {
    const { email, created, token } = await invite('developer', 'Daan de Vries');
    const [mail] = await mailsTo(env, email);
    expect(mail).toMatchObject({ subject: t.mailSubject });
    expect(mail!.text).toContain('Hallo Daan,');
    expect(mail!.text).toContain('als developer');
    expect(mail!.text).toContain(`http://localhost:3000/invitation?token=${token}`);

    const row = await env.services.db.selectFrom('invitations').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.invitedBy).toBe(admin.id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(INVITATION_LIFETIME_MS, -4);
    const stored = await env.services.db.selectFrom('mailOutbox').select('bodyText').where('toAddress', '=', email).executeTakeFirstOrThrow();
    expect(stored.bodyText).toContain(`/invitation?token=${REDACTED}`);
    expect(stored.bodyText).not.toContain(token);

    const users = await (await callerFor(env.services, admin)).admin.users.list({ q: email });
    expect(users.items).toMatchObject([{ email, fullName: 'Daan de Vries', role: 'developer' }]);
    // Nobody signs in to it before its owner chose a password, whatever they try.
    for (const password of ['', '!no-password-yet', PASSWORD]) {
      const refused = await rejection(browser(env.services).caller().auth.login({ email, password: password || 'iets-anders' }));
      expect(refused.message).toBe(nl.auth.invalidCredentials);
    }
  });

  it('shows the admin who has not accepted yet, and refuses an address that has an account', async () => {
    const { email, created } = await invite('client', 'Cor Klant');
    const asAdmin = await callerFor(env.services, admin);
    const open = await asAdmin.admin.invitations.list();
    expect(open.find((item) => item.id === created.id)).toMatchObject({ email, fullName: 'Cor Klant', role: 'client' });
    expect(Object.keys(open[0]!).sort()).toEqual(['email', 'expiresAt', 'fullName', 'id', 'role', 'sentAt']);

    const taken = await rejection(asAdmin.admin.invitations.create({ fullName: 'Nog een keer', email: email.toUpperCase(), role: 'client' }));
    expect(shownMessage(taken)).toBe(t.emailTaken);
    expect(taken.code).toBe('BAD_REQUEST');
  });
});

describe('accepting an invitation', () => {
  it('lets a developer choose a password once, signs them in, and asks for the second step next', async () => {
    const { email, created, token } = await invite('developer', 'Dewi Developer');
    const invited = browser(env.services);
    expect(await invited.caller().auth.invitation({ token })).toEqual({ fullName: 'Dewi Developer', email, role: 'developer' });
    expect(await invited.caller().auth.acceptInvitation({ token, password: PASSWORD })).toEqual({ ok: true });
    expect(await invited.caller().auth.me()).toMatchObject({ role: 'developer', pending: 'twoFactorSetup', user: { email, emailVerified: true } });

    const again = await rejection(browser(env.services).caller().auth.acceptInvitation({ token, password: 'een-ander-wachtwoord' }));
    expect(again).toMatchObject({ code: 'BAD_REQUEST', message: t.invalid });
    expect((await rejection(browser(env.services).caller().auth.invitation({ token }))).message).toBe(t.invalid);
    const signedIn = await signIn(env.services, email, PASSWORD);
    expect(signedIn.answer).toEqual({ ok: true, next: null });
    expect((await (await callerFor(env.services, admin)).admin.invitations.list()).map((item) => item.id)).not.toContain(created.id);

    const log = await env.services.db.selectFrom('activityLog').select(['kind', 'actorId']).where('subjectUserId', '=', created.userId).orderBy('id').execute();
    expect(log.map((row) => row.kind)).toEqual(['user_invited', 'invitation_accepted', 'signed_in']);
    expect(log[0]!.actorId).toBe(admin.id);
  });

  it('lands a client in onboarding: signed in, nothing owed, no project yet', async () => {
    const { token } = await invite('client', 'Cor Klant');
    const invited = browser(env.services);
    await invited.caller().auth.acceptInvitation({ token, password: PASSWORD });
    expect(await invited.caller().auth.me()).toMatchObject({ role: 'client', pending: null, hasProject: false, profile: { fullName: 'Cor Klant' } });
  });

  it('refuses a link after 7 days; sending it again gives a new link and the old one stays refused', async () => {
    const { email, created, token } = await invite('developer');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + INVITATION_LIFETIME_MS + 60_000);
    const late = await rejection(browser(env.services).caller().auth.acceptInvitation({ token, password: PASSWORD }));
    expect(late.message).toBe(t.invalid);
    const asAdmin = await callerFor(env.services, admin);
    const expired = (await asAdmin.admin.invitations.list()).find((item) => item.id === created.id);
    expect(expired!.expiresAt.getTime()).toBeLessThan(Date.now());

    await asAdmin.admin.invitations.resend({ invitationId: created.id });
    const fresh = await invitationToken(email);
    expect(fresh).not.toBe(token);
    expect((await rejection(browser(env.services).caller().auth.acceptInvitation({ token, password: PASSWORD }))).message).toBe(t.invalid);
    expect(await browser(env.services).caller().auth.acceptInvitation({ token: fresh, password: PASSWORD })).toEqual({ ok: true });
  });

  it('is settled by a password reset too, so the admin no longer lists it', async () => {
    const { email, created } = await invite('client');
    await browser(env.services).caller().auth.requestPasswordReset({ email });
    const mail = (await mailsTo(env, email)).findLast((m) => m.text.includes('type=recovery'));
    const resetToken = /token=([a-z0-9]+)/.exec(mail!.text)![1]!;
    await browser(env.services).caller().auth.resetPassword({ token: resetToken, password: PASSWORD });
    expect((await (await callerFor(env.services, admin)).admin.invitations.list()).map((item) => item.id)).not.toContain(created.id);
    expect((await signIn(env.services, email, PASSWORD)).answer).toEqual({ ok: true, next: null });
  });
});

describe('withdrawing an invitation', () => {
  it('stops the link and removes the account made for it, on the record', async () => {
    const { email, created, token } = await invite('developer');
    const asAdmin = await callerFor(env.services, admin);
    expect(await asAdmin.admin.invitations.withdraw({ invitationId: created.id })).toEqual({ id: created.id });
    expect((await rejection(browser(env.services).caller().auth.acceptInvitation({ token, password: PASSWORD }))).message).toBe(t.invalid);
    expect((await asAdmin.admin.users.list({ q: email })).items).toEqual([]);
    const again = await rejection(asAdmin.admin.invitations.withdraw({ invitationId: created.id }));
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: t.notFound });
    const log = await env.services.db.selectFrom('activityLog').select('kind').where('actorId', '=', admin.id).where('kind', '=', 'invitation_withdrawn').execute();
    expect(log.length).toBeGreaterThan(0);
    // The address is free again: the admin may invite it anew.
    await asAdmin.admin.invitations.create({ fullName: 'Daan Nieuw', email, role: 'developer' });
  });

  it('answers NOT_FOUND for an invitation that does not exist, and refuses everyone but an admin', async () => {
    const asAdmin = await callerFor(env.services, admin);
    const missing = { invitationId: '00000000-0000-4000-8000-000000000000' };
    expect((await rejection(asAdmin.admin.invitations.resend(missing))).code).toBe('NOT_FOUND');
    const asDeveloper = await callerFor(env.services, developer);
    expect((await rejection(asDeveloper.admin.invitations.create({ fullName: 'X', email: uniqueEmail('x'), role: 'admin' }))).code).toBe('FORBIDDEN');
  });
});
