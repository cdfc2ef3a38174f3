import type { PGlite } from '@electric-sql/pglite';

// What a reused embedded test database is compared with and taken back to: the migrated template's
// schema (as a fingerprint) and its rows (the few that migrations write), read once per run.

/** One line per table, column, constraint, index, trigger and function outside the system schemas. */
const SCHEMA_FINGERPRINT = `
  WITH spaces AS (SELECT oid FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg_toast%' AND nspname NOT LIKE 'pg_temp%')
  SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS fingerprint FROM (
    SELECT format('rel %s %s', c.oid::regclass, c.relkind) FROM pg_class c WHERE c.relnamespace IN (SELECT oid FROM spaces)
    UNION ALL SELECT format('col %s.%s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated)
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relnamespace IN (SELECT oid FROM spaces) AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT format('con %s %s', conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE connamespace IN (SELECT oid FROM spaces)
    UNION ALL SELECT format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('fn %s %s', p.oid::regprocedure, md5(p.prosrc)) FROM pg_proc p WHERE p.pronamespace IN (SELECT oid FROM spaces)
  ) AS schema(line)
`;

export async function schemaFingerprint(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL that takes a database with the template's schema back to the template's rows: tables emptied, migration rows restored,
 * sequences reset, and the session's settings, prepared statements and advisory locks let go.
 */
export async function templateResetSql(pglite: PGlite): Promise<string> {
  const { rows: tables } = await pglite.query<{ name: string; columns: string }>(`
    SELECT c.oid::regclass::text AS name,
      string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
    GROUP BY c.oid ORDER BY 1
  `);
  const restores: string[] = [];
  for (const table of tables) {
    const { rows } = await pglite.query<{ kept: string | null }>(`SELECT json_agg(t)::text AS kept FROM ${table.name} AS t`);
    const kept = rows[0]!.kept;
    if (kept) {
      restores.push(
        `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} FROM json_populate_recordset(NULL::${table.name}, ${literal(kept)})`,
      );
    }
  }
  const { rows: sequences } = await pglite.query<{ setval: string }>(`
    SELECT CASE WHEN last_value IS NULL THEN format('setval(%L, %s, false)', format('%I.%I', schemaname, sequencename), start_value)
      ELSE format('setval(%L, %s, true)', format('%I.%I', schemaname, sequencename), last_value) END AS setval
    FROM pg_sequences WHERE schemaname = 'public'
  `);
  return [
    'RESET ALL',
    'DEALLOCATE ALL',
    'SELECT pg_advisory_unlock_all()',
    // Triggers stay out of it: the rows put back are the template's own, totals included.
    'SET session_replication_role = replica',
    `TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY CASCADE`,
    ...restores,
    ...(sequences.length > 0 ? [`SELECT ${sequences.map((sequence) => sequence.setval).join(', ')}`] : []),
    'RESET session_replication_role',
  ].join(';\n');
}
