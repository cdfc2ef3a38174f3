import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a list (pageWindow): the page size written into the SQL, and no offset on the first
 * page. A statement kept under a name gets one plan for any values only when it knows it reads a
 * few rows; an offset given as a value makes PostgreSQL plan it anew on every run.
 */
export function onePage<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, window: { limit: number; offset: number }) {
  const limited = query.limit(sql.lit(window.limit));
  return window.offset > 0 ? limited.offset(window.offset) : limited;
}
