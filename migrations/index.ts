import type { Migration } from 'kysely';
import * as initial from './20261122_0001_initial';

// Every migration, by its sortable name. Add new ones here.
export const migrations: Record<string, Migration> = {
  '20261122_0001_initial': initial,
};
