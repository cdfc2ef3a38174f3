import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import type { QuoteDetail } from '@/src/schemas/quote-answers';
import type { Actor } from '@/db/queries/projects';

export async function loadQuoteDetail(_db: Kysely<Database>, _actor: Actor, _id: string, _today: IsoDate): Promise<QuoteDetail> {
  throw new Error('not built yet');
}
