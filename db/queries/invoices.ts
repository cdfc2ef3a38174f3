import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

/**
 * The next invoice number of a year ('2026-0001'), allocated atomically: the counter row is
 * locked by the upsert until the surrounding transaction ends, so numbers never repeat or skip.
 */
export async function allocateInvoiceNumber(trx: Kysely<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto('invoiceCounters')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb('invoiceCounters.lastNumber', '+', 1) })))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return `${year}-${String(row.lastNumber).padStart(4, '0')}`;
}
