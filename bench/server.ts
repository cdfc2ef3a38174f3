import { start } from '@/server/app/start';

// The server `npm run bench` starts: the production server, started as `npm start` starts it, plus
// the baseline routes (bare: without a session; floor: without the SQL). Never for a production database.
if (process.env.NODE_ENV === 'production') {
  console.error('bench/server.ts: alleen voor npm run bench, nooit met NODE_ENV=production');
  process.exit(1);
}
await start({
  extraRoutes: async (app, services) => {
    const { benchBareRoutes } = await import('./bare-routes');
    await app.register(benchBareRoutes, { services });
    const { benchFloorRoutes } = await import('./floor-routes');
    await app.register(benchFloorRoutes, { services });
  },
});
