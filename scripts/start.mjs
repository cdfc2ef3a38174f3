// `npm start` and the CLI commands: build what is missing or older than its sources (the browser app
// with Vite, the review snippet and the server with esbuild: scripts/build-snippet.mjs, build-server.mjs), then run the compiled server with
// plain node and source maps. Without sources (the Docker image carries only the builds) it runs
// what is built.
//   node scripts/start.mjs [cli/seed | cli/migrate | cli/user-create | cli/user-role | cli/user-reset-2fa | cli/invoices-run] [flags]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = process.argv[2]?.startsWith('cli/') ? process.argv.splice(2, 1)[0] : 'main';

function newestMtime(paths) {
  let newest = 0;
  for (const full of paths) {
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else newest = Math.max(newest, newestMtime(fs.readdirSync(full).map((name) => path.join(full, name))));
  }
  return newest;
}

/** Missing, or older than any of its sources; never when the sources are not here. */
function stale(built, marker, sources) {
  if (!fs.existsSync(path.join(root, marker))) return false;
  if (!fs.existsSync(built)) return true;
  return newestMtime(sources.map((source) => path.join(root, source))) > fs.statSync(built).mtimeMs;
}

function run(script, args) {
  execFileSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
}

const clientIndex = path.join(root, 'dist', 'client', 'index.html');
if (entry === 'main' && process.env.SKIP_CLIENT_BUILD !== '1' && stale(clientIndex, 'client/index.html', ['client', 'src'])) {
  console.log('Klantportaal: de browser-app wordt gebouwd (eenmalig)...');
  run('node_modules/vite/bin/vite.js', ['build']);
}

// The review snippet preview sites load (/review.js): one small script of its own.
const snippet = path.join(root, 'dist', 'review', 'review.js');
if (entry === 'main' && stale(snippet, 'client/review-snippet/review.ts', ['client/review-snippet', 'src/domain/review.ts', 'src/text/nl/review.ts', 'scripts/build-snippet.mjs'])) {
  run('scripts/build-snippet.mjs', []);
}

// The bundle holds the packages too, so a changed lockfile means a new build.
const serverSources = ['server', 'db', 'src', 'migrations', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];
const builtEntry = path.join(root, 'dist', 'server', `${entry}.js`);
if (stale(path.join(root, 'dist', 'server', 'main.js'), 'server/app/main.ts', serverSources)) run('scripts/build-server.mjs', []);

// Stack traces name the .ts lines: the same as `node --enable-source-maps`, for the modules loaded from here on.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtEntry).href);
