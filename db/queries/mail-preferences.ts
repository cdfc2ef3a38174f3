import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { MailOptionalKind } from '@/src/domain/notifications';

// Per-kind mail choices (/account, Meldingen). No row means the mail goes out, as it always did.

type Db = Kysely<Database> | Transaction<Database>;

/** The kinds this user turned the mail off for. */
export async function mailTurnedOff(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('mailPreferences').select('kind').where('userId', '=', userId).where('mail', '=', false).execute();
  return new Set(rows.map((row) => row.kind));
}

export async function setMailPreference(db: Db, userId: string, kind: MailOptionalKind, mail: boolean): Promise<void> {
  await db
    .insertInto('mailPreferences')
    .values({ userId, kind, mail, updatedAt: new Date() })
    .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ mail, updatedAt: new Date() }))
    .execute();
}

/** Whether this user still wants the mail of this kind. */
export async function wantsMail(db: Db, userId: string, kind: MailOptionalKind): Promise<boolean> {
  const row = await db.selectFrom('mailPreferences').select('mail').where('userId', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return row?.mail ?? true;
}
