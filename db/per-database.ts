import type { Kysely } from 'kysely';
import type { Database } from './types';

/** One value per database handle, made on first use (a batching loader, the reads under way) and gone with the handle. */
export function perDatabase<T>(make: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const made = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
