import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createDb, type DbHandle } from '@/db/create-db';
import { loadConfig } from '@/server/app/config';
import { dbConfigFor, migrateAsOwner } from '@/server/app/create-services';

export class UsageError extends Error {}

/** Parses flags; an unknown flag or a missing value is a UsageError with the usage line. */
export function parseFlags<T extends NonNullable<ParseArgsConfig['options']>>(options: T, usage: string) {
  try {
    return parseArgs({ options, args: process.argv.slice(2).filter((a) => a !== '--'), strict: true }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nGebruik: ${usage}`);
  }
}

/** Runs a CLI command on the configured, migrated database and exits non-zero on failure. */
export async function runCli(command: (db: DbHandle) => Promise<void>): Promise<void> {
  let handle: DbHandle | undefined;
  try {
    const config = loadConfig();
    handle = await createDb(dbConfigFor(config));
    await migrateAsOwner(config, handle);
    await command(handle);
    await handle.close();
  } catch (error) {
    await handle?.close().catch(() => {});
    console.error(`Fout: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
