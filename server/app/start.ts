import { preopenEmbedded } from '@/db/create-db';
import { ConfigError, loadConfig } from './config';
import type { ServeOptions } from './serve';

/**
 * The server process from its first line. The embedded database starts opening first: reading and
 * compiling its WebAssembly goes on while the rest of the server loads (serve.ts, imported only now).
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
