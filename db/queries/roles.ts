import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';

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
