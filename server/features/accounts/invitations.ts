import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { roleLabel, type Role } from '@/src/domain/statuses';
import { firstName } from '@/src/domain/profile';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { createUser } from '@/db/queries/users';
import { findInvitationByToken, insertInvitation, replaceInvitationToken, takeInvitation } from '@/db/queries/invitations';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import type { Services } from '@/server/services';
import { NO_PASSWORD_YET } from '@/server/auth/password';
import { generateToken, hashToken } from '@/server/auth/tokens';
import { composeMail } from '@/server/features/mails/compose';

// An account made for someone else exists at once, so projects can point at it; its owner chooses the password through a single-use
// link, valid for a week and stored only as its hash.

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Invitee {
  email: string;
  fullName: string;
  role: Role;
}

export interface Invited {
  userId: string;
  invitationId: string;
  /** The link's token, to mail once the caller's transaction has committed. */
  token: string;
}

const expiry = (now: Date) => new Date(now.getTime() + INVITATION_LIFETIME_MS);

/**
 * Creates the account (profile, role, no usable password) and its invitation in the caller's
 * transaction, and records who invited whom. Throws EmailTakenError when the address has an account.
 */
export async function inviteUser(trx: Transaction<Database>, invitee: Invitee, source: ActivitySource, now = new Date()): Promise<Invited> {
  const user = await createUser(trx, { email: invitee.email, passwordHash: NO_PASSWORD_YET, fullName: invitee.fullName, role: invitee.role });
  const token = generateToken();
  const { id } = await insertInvitation(trx, { userId: user.id, tokenHash: hashToken(token), invitedBy: source.actor?.id ?? null, expiresAt: expiry(now) });
  await recordActivity(trx, source, { kind: 'user_invited', subjectUserId: user.id });
  return { userId: user.id, invitationId: id, token };
}

/** A fresh link for an open invitation (the old one stops working), valid for another week; null when it is gone. */
export async function renewInvitation(db: Kysely<Database>, invitationId: string, source: ActivitySource, now = new Date()): Promise<string | null> {
  const token = generateToken();
  return db.transaction().execute(async (trx) => {
    const renewed = await replaceInvitationToken(trx, invitationId, { tokenHash: hashToken(token), expiresAt: expiry(now), sentAt: now });
    if (!renewed) return null;
    await recordActivity(trx, source, { kind: 'invitation_resent', subjectUserId: renewed.userId });
    return token;
  });
}

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/invitation?token=${token}`;
}

/** The mail with the link; the outbox keeps it without the token. */
export function mailInvitation(services: Pick<Services, 'mailer' | 'config'>, invitee: { email: string; fullName: string | null; role: Role | null }, token: string) {
  return services.mailer.send({
    to: invitee.email,
    subject: t.mailSubject,
    text: composeMail(firstName(invitee.fullName), [t.mailBody(roleLabel(invitee.role).toLowerCase()), t.mailIgnore], {
      label: t.mailLink,
      url: invitationLink(services.config.appUrl, token),
    }),
    secrets: [token],
  });
}

/** The invitation a link opens, while it still works; undefined once used, withdrawn or expired. */
export async function openInvitation(db: Kysely<Database>, token: string, now = new Date()) {
  const invitation = await findInvitationByToken(db, hashToken(token));
  return invitation && invitation.expiresAt.getTime() > now.getTime() ? invitation : undefined;
}

/**
 * Sets the chosen password once: the link is used up, the address counts as verified (the mail
 * reached it), and the owner's acceptance is on the record. Null when the link no longer works.
 */
export async function acceptInvitation(trx: Transaction<Database>, token: string, passwordHash: string, network: string | null, now = new Date()) {
  const taken = await takeInvitation(trx, hashToken(token), now);
  if (!taken) return null;
  await trx.updateTable('users').set({ passwordHash, emailVerifiedAt: now }).where('id', '=', taken.userId).execute();
  await recordActivity(trx, { actor: { id: taken.userId, role: null }, network }, { kind: 'invitation_accepted', subjectUserId: taken.userId });
  return { userId: taken.userId };
}
