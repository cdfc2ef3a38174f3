import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
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
  unwrap(await createMigrator(db).migrateToLatest());
}

export async function migrateDownAll(db: Kysely<any>): Promise<void> {
  const migrator = createMigrator(db);
  for (;;) {
    const result = await migrator.migrateDown();
    unwrap(result);
    if (!result.results?.length) return;
  }
}
