import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

// Whether a production server has used this database; the demo seed refuses such a database.

export async function markProductionDatabase(db: Kysely<Database>): Promise<void> {
  await db.insertInto('deployment').defaultValues().onConflict((oc) => oc.column('id').doNothing()).execute();
}

export async function isProductionDatabase(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('deployment').select('productionSince').executeTakeFirst()) !== undefined;
}
