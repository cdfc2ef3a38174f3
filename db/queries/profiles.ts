import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

/** The profile fields a user sees about themselves. */
export const OWN_PROFILE_FIELDS = ['fullName', 'email', 'companyName', 'phone', 'address', 'kvkNumber', 'btwNumber'] as const;

export function findProfile(db: Kysely<Database>, userId: string) {
  return db.selectFrom('profiles').select(OWN_PROFILE_FIELDS).where('id', '=', userId).executeTakeFirst();
}
