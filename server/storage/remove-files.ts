import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './types';

/**
 * Removes stored objects whose rows are already gone (after the deleting transaction committed).
 * A failure is logged with the key, never thrown: the deletion the user asked for has happened,
 * and an orphaned object is harmless and can be cleaned up from the log.
 */
export async function removeStoredFiles(storage: Storage, log: FastifyBaseLogger, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      log.error({ err, key }, 'stored file left behind after its row was deleted');
    }
  }
}
