import { serve } from '@/server/app/serve';
import { benchBareRoutes } from './bare-routes';

// The server `npm run bench` starts: the production server plus the baseline routes, which read
// without a session. Never for a production database.
if (process.env.NODE_ENV === 'production') {
  console.error('bench/server.ts: alleen voor npm run bench, nooit met NODE_ENV=production');
  process.exit(1);
}
await serve({ extraRoutes: async (app, services) => void (await app.register(benchBareRoutes, { services })) });
