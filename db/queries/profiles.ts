import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { PostalAddress } from '@/src/domain/postal-address';

/** The profile fields a user sees about themselves. */
export const OWN_PROFILE_FIELDS = ['fullName', 'email', 'companyName', 'phone', 'street', 'postcode', 'city', 'country', 'kvkNumber', 'btwNumber'] as const;

export function findProfile(db: Kysely<Database>, userId: string) {
  return db.selectFrom('profiles').select(OWN_PROFILE_FIELDS).where('id', '=', userId).executeTakeFirst();
}

export interface OwnProfileChange extends PostalAddress {
  fullName: string;
  phone: string;
  companyName: string | null;
  kvkNumber: string | null;
  btwNumber: string | null;
}

/** The personal and company data a user may change themselves (spec 5: email cannot be changed). */
export function updateOwnProfile(db: Kysely<Database>, userId: string, input: OwnProfileChange) {
  return db
    .updateTable('profiles')
    .set({ ...input, updatedAt: new Date() })
    .where('id', '=', userId)
    .returning(OWN_PROFILE_FIELDS)
    .executeTakeFirst();
}

/** Onboarding's step 2: the company details, the address and the KvK and VAT numbers. */
export function saveCompanyDetails(trx: Transaction<Database>, userId: string, details: PostalAddress & { companyName: string; phone: string; kvkNumber: string | null; btwNumber: string | null }) {
  const { companyName, phone, street, postcode, city, country, kvkNumber, btwNumber } = details;
  return trx
    .updateTable('profiles')
    .set({ companyName, phone, street, postcode, city, country, kvkNumber, btwNumber, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** A company name known before the person fills in their details (a quote's recipient). */
export async function setCompanyName(trx: Transaction<Database>, userId: string, companyName: string) {
  await trx.updateTable('profiles').set({ companyName, updatedAt: new Date() }).where('id', '=', userId).execute();
}
