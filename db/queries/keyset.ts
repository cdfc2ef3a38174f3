import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Keyset paging over (created_at, id), newest first: the rows of `alias` that come after the row
 * `before` in that order. Exact to the microsecond (compared in SQL, never through a JS Date); a
 * cursor row that no longer exists gives an empty page.
 */
export function olderThan(table: 'projectUpdates' | 'projectContentUploads', alias: string, before: string): Expression<SqlBool> {
  const tableName = table === 'projectUpdates' ? 'project_updates' : 'project_content_uploads';
  return sql<SqlBool>`(${sql.ref(`${alias}.createdAt`)}, ${sql.ref(`${alias}.id`)}) < (select created_at, id from ${sql.table(tableName)} where id = ${before})`;
}
