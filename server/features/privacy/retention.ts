import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { purgeExpired, type RetentionCounts } from '@/db/queries/retention';
import { removeStoredFiles } from '@/server/storage/remove-files';
import { buildDataExports } from './data-export';
import type { Services } from '@/server/services';
import { startRepeatingJob } from '@/server/services/background-tasks';

/** Every hour: nothing in it needs to go to the minute. */
export const RETENTION_JOB_INTERVAL_MS = 60 * 60 * 1000;

// One number for the advisory lock: with several instances on one database one run at a time does the work.
const RETENTION_LOCK = 7_240_001;

/**
 * One retention run: removes what is past its period (db/queries/retention.ts) and the expired
 * exports' files after the commit. Null when another instance holds the run.
 */
export async function runRetention(services: Services, log?: FastifyBaseLogger): Promise<RetentionCounts | null> {
  const outcome = await services.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    return purgeExpired(trx, services.config.retention, services.clock.now());
  });
  if (!outcome) return null;
  if (log) await removeStoredFiles(services.storage, log, outcome.exportKeys);
  else for (const key of outcome.exportKeys) await services.storage.delete(key).catch(() => {});
  log?.info({ retention: outcome.counts }, 'retention run');
  return outcome.counts;
}

/** The in-process job: a run now and every hour, then any export left waiting; a run never overlaps the previous one. Returns stop. */
export function startRetentionJob(services: Services, log: FastifyBaseLogger, intervalMs = RETENTION_JOB_INTERVAL_MS): () => void {
  return startRepeatingJob(services.tasks, 'retention', intervalMs, async () => {
    await runRetention(services, log);
    // Exports a stopped process left waiting or half built.
    await buildDataExports(services, log);
  });
}
