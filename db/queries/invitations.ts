import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';

type Db = Kysely<Database> | Transaction<Database>;

/** Far above the people an agency invites at once; the list is shown whole. */
const OPEN_INVITATIONS_SHOWN = 200;

export interface OpenInvitation {
  id: string;
  userId: string;
  fullName: string | null;
  email: string;
  role: Role | null;
  sentAt: Date;
  expiresAt: Date;
}

export async function insertInvitation(trx: Transaction<Database>, row: { userId: string; tokenHash: string; invitedBy: string | null; expiresAt: Date }) {
  return trx.insertInto('invitations').values(row).returning('id').executeTakeFirstOrThrow();
}

const withPerson = (db: Db) =>
  db
    .selectFrom('invitations')
    .innerJoin('profiles', 'profiles.id', 'invitations.userId')
    .leftJoin('userRoles', 'userRoles.userId', 'invitations.userId')
    .select(['invitations.id', 'invitations.userId', 'profiles.fullName', 'profiles.email', 'userRoles.role', 'invitations.sentAt', 'invitations.expiresAt']);

/** Invitations not accepted yet (expired ones too, to send again), newest first. */
export function listOpenInvitations(db: Db): Promise<OpenInvitation[]> {
  return withPerson(db).orderBy('invitations.createdAt', 'desc').orderBy('invitations.id').limit(OPEN_INVITATIONS_SHOWN).execute();
}

export function findInvitation(db: Db, id: string): Promise<OpenInvitation | undefined> {
  return withPerson(db).where('invitations.id', '=', id).executeTakeFirst();
}

export function findInvitationByToken(db: Db, tokenHash: string): Promise<OpenInvitation | undefined> {
  return withPerson(db).where('invitations.tokenHash', '=', tokenHash).executeTakeFirst();
}

/** A new link for the same invitation: the old one stops working. */
export function replaceInvitationToken(db: Db, id: string, next: { tokenHash: string; expiresAt: Date; sentAt: Date }) {
  return db.updateTable('invitations').set(next).where('id', '=', id).returning('userId').executeTakeFirst();
}

/** Uses a link that still works, once; an expired one stays for the admin to send again. */
export function takeInvitation(trx: Transaction<Database>, tokenHash: string, now: Date) {
  return trx.deleteFrom('invitations').where('tokenHash', '=', tokenHash).where('expiresAt', '>', now).returning('userId').executeTakeFirst();
}

/** A password chosen another way (a reset link) settles the invitation too. */
export async function deleteInvitationOf(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('invitations').where('userId', '=', userId).execute();
}
