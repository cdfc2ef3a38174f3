import { preopenEmbedded } from '@/db/create-db';
import { ConfigError, loadConfig } from './config';
import type { ServeOptions } from './serve';

/**
 * The server process from its first line. The embedded database takes a second or so to open, and
 * so does loading the rest of the server: the database starts opening on its own thread first, and
 * the server loads meanwhile (serve.ts, imported only now).
 */
export async function start(options?: ServeOptions): Promise<void> {
  try {
    const config = loadConfig();
    if (!config.databaseUrl) preopenEmbedded(config.dataDir);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error; // serve() names what the configuration lacks.
  }
  const { serve } = await import('./serve');
  await serve(options);
}
