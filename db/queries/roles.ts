import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { highestRole, type Role } from '@/src/domain/statuses';
import { ownsProject } from './projects';

/**
 * Spec 4: admin before developer before client. A user without a role who owns a
 * project as client gets a client role row and is treated as a client.
 */
export async function resolveRole(db: Kysely<Database>, userId: string): Promise<Role | null> {
  const rows = await db.selectFrom('userRoles').select('role').where('userId', '=', userId).execute();
  const role = highestRole(rows.map((row) => row.role));
  if (role) return role;
  if (!(await ownsProject(db, userId))) return null;
  await grantRoleIfNone(db, userId, 'client');
  return 'client';
}

export async function setRole(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('userRoles')
    .values({ userId, role })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ role }))
    .execute();
}

/** Gives the user this role unless they already have one (a staff member stays staff). */
export async function grantRoleIfNone(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('userRoles')
    .values({ userId, role })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}
