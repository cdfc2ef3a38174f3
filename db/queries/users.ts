import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';
import { setRole } from './roles';
import { containsPattern, personMatches } from './search';
import { projectsVisibleTo } from './projects';
import { pinScreenshotKeysOfClient } from './review-pins';
import { onePage } from './page-window';

export class EmailTakenError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'passwordHash', 'emailVerifiedAt']).where('id', '=', userId).executeTakeFirst();
}

/** Sets a new password; the user's reset links stop working. */
export async function setPasswordHash(trx: Transaction<Database>, userId: string, passwordHash: string): Promise<void> {
  await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
  await trx.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
}

/**
 * Creates the login and its profile (and optionally a role); several rows, so the caller passes its
 * transaction. `emailVerified`: the address needs no link (made from the shell or the demo seed).
 */
export async function createUser(
  trx: Transaction<Database>,
  input: { email: string; passwordHash: string; fullName: string | null; role?: Role; emailVerified?: boolean },
): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  const user = await trx
    .insertInto('users')
    .values({ email, passwordHash: input.passwordHash, emailVerifiedAt: input.emailVerified ? new Date() : null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email'])
    .executeTakeFirst();
  if (!user) throw new EmailTakenError(email);
  await trx.insertInto('profiles').values({ id: user.id, email, fullName: input.fullName }).execute();
  if (input.role) await setRole(trx, user.id, input.role);
  return user;
}

export interface UserListItem {
  id: string;
  fullName: string | null;
  email: string;
  companyName: string | null;
  role: Role | null;
  createdAt: Date;
  twoFactorEnabled: boolean;
}

/** Users for the admin, newest first: a page and the total, searched over name, email and company; optionally one role. */
export async function listUsers(
  db: Kysely<Database>,
  options: { q: string; role?: Role; withoutRole?: boolean; limit: number; offset: number },
): Promise<{ items: UserListItem[]; total: number }> {
  let query = db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.id')
    .leftJoin('userRoles', 'userRoles.userId', 'profiles.id');
  if (options.q) query = query.where(personMatches('profiles', containsPattern(options.q)));
  const { role, withoutRole } = options;
  if (role && withoutRole) query = query.where((eb) => eb.or([eb('userRoles.role', '=', role), eb('userRoles.role', 'is', null)]));
  else if (role) query = query.where('userRoles.role', '=', role);
  const [items, count] = await Promise.all([
    query
      .select(['profiles.id', 'profiles.fullName', 'profiles.email', 'profiles.companyName', 'profiles.createdAt', 'userRoles.role'])
      .select((eb) => eb('users.totpKey', 'is not', null).$castTo<boolean>().as('twoFactorEnabled'))
      .orderBy('profiles.createdAt', 'desc')
      .orderBy('profiles.id')
      .$call((page) => onePage(page, options))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export function findUserRole(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .leftJoin('userRoles', 'userRoles.userId', 'profiles.id')
    .select(['profiles.id', 'userRoles.role'])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

/** Admins other than this user; locked in the transaction so two admins cannot remove each other at once. */
export async function countOtherAdmins(trx: Transaction<Database>, userId: string): Promise<number> {
  const admins = await trx.selectFrom('userRoles').select('userId').where('role', '=', 'admin').forUpdate().execute();
  return admins.filter((admin) => admin.userId !== userId).length;
}

/**
 * Deletes an account with a client's projects and all under them; a developer's projects become unassigned, their messages authorless,
 * invoices keep their own billing copy. Returns the storage keys of removed uploads and pin screenshots, to delete after commit.
 */
export async function deleteUserAccount(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const ownProjects = projectsVisibleTo(trx, { id: userId, role: 'client' }).select('projects.id');
  const files = await trx.selectFrom('projectContentUploads').select('filePath').where('projectId', 'in', ownProjects).execute();
  const screenshots = await pinScreenshotKeysOfClient(trx, userId);
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return [...files.map((file) => file.filePath), ...screenshots];
}
