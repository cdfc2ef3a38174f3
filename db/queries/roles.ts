import type { Kysely } from 'kysely';
import type { Database, Role } from '@/db/types';

const ROLE_PRIORITY: Role[] = ['admin', 'developer', 'client'];

/**
 * Spec 4: admin before developer before client. A user without a role who owns a
 * project as client gets a client role row and is treated as a client.
 */
export async function resolveRole(db: Kysely<Database>, userId: string): Promise<Role | null> {
  const rows = await db.selectFrom('userRoles').select('role').where('userId', '=', userId).execute();
  const role = ROLE_PRIORITY.find((candidate) => rows.some((row) => row.role === candidate));
  if (role) return role;
  const owned = await db.selectFrom('projects').select('id').where('clientId', '=', userId).limit(1).executeTakeFirst();
  if (!owned) return null;
  await db
    .insertInto('userRoles')
    .values({ userId, role: 'client' })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return 'client';
}

export async function setRole(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('userRoles')
    .values({ userId, role })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ role }))
    .execute();
}
