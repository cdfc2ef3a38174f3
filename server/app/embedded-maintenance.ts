import type { FastifyBaseLogger } from 'fastify';
import { vacuumAndAnalyzeEachTable } from '@/db/embedded-maintenance';
import { startRepeatingJob } from '@/server/services/background-tasks';
import type { Services } from '@/server/services';

/** Every hour, as autovacuum would look in on a table that changes; and once at start, for whatever changed while the server was away. */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * On the embedded database only (PostgreSQL runs its own autovacuum): VACUUM (ANALYZE) each table,
 * now and every hour (db/embedded-maintenance.ts). Returns stop.
 */
export function startEmbeddedMaintenanceJob(services: Services, log: FastifyBaseLogger, intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS): () => void {
  if (services.dbHandle.kind !== 'pglite') return () => {};
  return startRepeatingJob(services.tasks, 'embedded database maintenance', intervalMs, async () => {
    const started = performance.now();
    const tables = await vacuumAndAnalyzeEachTable(services.db);
    log.info({ tables: tables.length, ms: Math.round(performance.now() - started) }, 'embedded database: tables vacuumed and analyzed');
  });
}
