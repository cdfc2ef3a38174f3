import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './types';

/**
 * Runs after the deleting transaction committed, so a failure is logged with the key, never thrown: the user's deletion has
 * happened, and an orphaned object is harmless and can be cleaned up from the log.
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
