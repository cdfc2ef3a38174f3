import { sql, type Expression, type SqlBool } from 'kysely';

const TABLE_NAMES = { projectUpdates: 'project_updates', projectContentUploads: 'project_content_uploads', notifications: 'notifications' } as const;

/**
 * Keyset paging over (created_at, id), newest first. Compared in SQL, never through a JS Date, to stay exact to the microsecond;
 * a cursor row that no longer exists gives an empty page.
 */
export function olderThan(table: keyof typeof TABLE_NAMES, alias: string, before: string): Expression<SqlBool> {
  const tableName = TABLE_NAMES[table];
  return sql<SqlBool>`(${sql.ref(`${alias}.createdAt`)}, ${sql.ref(`${alias}.id`)}) < (select created_at, id from ${sql.table(tableName)} where id = ${before})`;
}
