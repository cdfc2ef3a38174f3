import { inject } from 'vitest';

/** The servers' CHECKOUT_INTERVAL_SECONDS: a purchase is paid again by a new payment this soon (a minute in production). */
export const CHECKOUT_INTERVAL_SECONDS = 5;

/** A server the global setup started for the test files, with what they share during one run. */
export interface SharedServer {
  baseUrl: string;
  dataDir: string;
  /** JSON lines of the mails the server sent (see mail-sink.ts). */
  mailboxFile: string;
  /** A folder for what test files share during one run, outside the server's data folder. */
  stateDir: string;
}

/**
 * This file's server: one per worker (maxWorkers), so files running at once never share a database, and one worker's files run in
 * turn, so the dashboards' counters and the run's two-step codes stay theirs.
 */
export function sharedServer(): SharedServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[worker - 1];
  if (!server) throw new Error(`Geen server voor worker ${worker} (${servers.length} gestart)`);
  return server;
}
