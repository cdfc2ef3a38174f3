// `npm start` and the CLI. In production run what is built, never build (no Vite or esbuild installed); otherwise build what is stale first.
//   node scripts/start.mjs [cli/seed | cli/migrate | cli/user-create | cli/user-role | cli/user-reset-2fa | cli/invoices-run] [flags]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = process.argv[2]?.startsWith('cli/') ? process.argv.splice(2, 1)[0] : 'main';
const serves = entry === 'main';
const builtEntry = path.join(root, 'dist', 'server', `${entry}.js`);

if (process.env.NODE_ENV === 'production') {
  const needed = serves ? [builtEntry, path.join(root, 'dist', 'client', 'index.html'), path.join(root, 'dist', 'review', 'review.js')] : [builtEntry];
  const missing = needed.filter((file) => !fs.existsSync(file)).map((file) => path.relative(root, file));
  if (missing.length > 0) {
    console.error(`Klantportaal: de build ontbreekt (${missing.join(', ')}); draai eerst \`npm run build\`, want met NODE_ENV=production wordt er niet gebouwd.`);
    process.exit(1);
  }
} else {
  // Loaded only here: the Docker image carries this file alone, and never builds.
  const { buildStale } = await import('./build-stale.mjs');
  buildStale({ client: serves && process.env.SKIP_CLIENT_BUILD !== '1' });
}

// Stack traces name the .ts lines: the same as `node --enable-source-maps`, for the modules loaded from here on.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtEntry).href);
