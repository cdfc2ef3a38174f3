import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '@/migrations/index';

export function createMigrator(db: Kysely<any>): Migrator {
  // Features are built on parallel branches: a migration merged later may sort before one a
  // database already ran. Each is applied once, in name order among those still due.
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
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
