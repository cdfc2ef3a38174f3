import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';
import { setRole } from './roles';

export class EmailTakenError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** Creates the login and its profile (and optionally a role); several rows, so the caller passes its transaction. */
export async function createUser(
  trx: Transaction<Database>,
  input: { email: string; passwordHash: string; fullName: string | null; role?: Role },
): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  const user = await trx
    .insertInto('users')
    .values({ email, passwordHash: input.passwordHash })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email'])
    .executeTakeFirst();
  if (!user) throw new EmailTakenError(email);
  await trx.insertInto('profiles').values({ id: user.id, email, fullName: input.fullName }).execute();
  if (input.role) await setRole(trx, user.id, input.role);
  return user;
}
