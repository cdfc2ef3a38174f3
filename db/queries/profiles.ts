import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

/** The profile fields a user sees about themselves. */
export const OWN_PROFILE_FIELDS = ['fullName', 'email', 'companyName', 'phone', 'address', 'kvkNumber', 'btwNumber'] as const;

export function findProfile(db: Kysely<Database>, userId: string) {
  return db.selectFrom('profiles').select(OWN_PROFILE_FIELDS).where('id', '=', userId).executeTakeFirst();
}

/** The personal data a user may change themselves (spec 5: email cannot be changed). */
export function updateOwnProfile(db: Kysely<Database>, userId: string, input: { fullName: string; phone: string; address: string }) {
  return db
    .updateTable('profiles')
    .set({ fullName: input.fullName, phone: input.phone, address: input.address, updatedAt: new Date() })
    .where('id', '=', userId)
    .returning(OWN_PROFILE_FIELDS)
    .executeTakeFirst();
}
