import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a list: the page size as a literal and no offset on page one. A named statement keeps one generic plan only when it
 * knows it reads few rows; an offset passed as a value makes PostgreSQL plan it anew on every run.
 */
export function onePage<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, window: { limit: number; offset: number }) {
  const limited = query.limit(sql.lit(window.limit));
  return window.offset > 0 ? limited.offset(window.offset) : limited;
}
