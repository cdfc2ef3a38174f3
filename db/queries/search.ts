import { sql, type Expression, type SqlBool } from 'kysely';

/** What a person is found by, in lower case under a trigram index each: name and email, and apart the company. */
export function personSearchText(profile: string): Expression<string> {
  return sql.ref<string>(`${profile}.personSearchText`);
}

export function companySearchText(profile: string): Expression<string> {
  return sql.ref<string>(`${profile}.companySearchText`);
}

/** A person found by a pattern (containsPattern): their name or email, or their company, holds it. */
export function personMatches(profile: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`(${lowerMatches(personSearchText(profile), pattern)} OR ${lowerMatches(companySearchText(profile), pattern)})`;
}

/** A LIKE pattern that matches the text anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" over several columns: true when any of them holds the text. */
export function anyContains(columns: Expression<string | null>[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${column} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/**
 * "Contains" over a text kept in lower case for searching (under a trigram index), for a pattern made
 * by containsPattern: the same match as ILIKE, without lowering every row again on each search.
 */
export function lowerMatches(lowered: Expression<string>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`${lowered} LIKE lower(${pattern})`;
}
