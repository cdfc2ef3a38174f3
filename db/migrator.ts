import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '@/migrations/index';

export function createMigrator(db: Kysely<any>): Migrator {
  // Every database applies the migrations in one order, their names' order: a migration whose name
  // sorts before one a database already ran is refused, never slipped in between.
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap(result: MigrationResultSet): void {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migratie ${failed?.migrationName ?? ''} mislukt: ${String(result.error)}`, { cause: result.error });
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  if (await allApplied(db)) return;
  unwrap(await createMigrator(db).migrateToLatest());
}

/**
 * One query when every migration already ran, in name order; Kysely's Migrator reads the catalogue and takes its lock first (most
 * of a second on the embedded database at every start). Anything else goes to the Migrator, which runs or refuses it.
 */
async function allApplied(db: Kysely<any>): Promise<boolean> {
  try {
    // The order the Migrator reads a database's history in.
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by timestamp, name`.execute(db);
    const names = Object.keys(migrations).sort();
    return rows.length === names.length && rows.every((row, index) => row.name === names[index]);
  } catch {
    return false; // No migration table yet: a new database.
  }
}

export async function migrateDownAll(db: Kysely<any>): Promise<void> {
  const migrator = createMigrator(db);
  for (;;) {
    const result = await migrator.migrateDown();
    unwrap(result);
    if (!result.results?.length) return;
  }
}
