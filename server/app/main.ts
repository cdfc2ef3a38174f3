import { preopenEmbedded } from '@/db/create-db';
import { ConfigError, loadConfig } from './config';

// The embedded database takes a second or two to open, and so does loading the rest of the
// server: the database starts opening on its own thread first, and the server loads meanwhile.
try {
  const config = loadConfig();
  if (!config.databaseUrl) preopenEmbedded(config.dataDir);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error; // serve() names what the configuration lacks.
}
const { serve } = await import('./serve');
await serve();
