// Builds the browser app, the review snippet and the server when missing or older than their sources: for `npm start` outside production
// and for the browser tests (`node scripts/build-stale.mjs`), which then run the build as production does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

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

/** The browser app (unless `client: false`, as for the CLI commands) and the server, each when stale. */
export function buildStale({ client = true } = {}) {
  if (client && stale(path.join(root, 'dist', 'client', 'index.html'), 'client/index.html', ['client', 'src'])) {
    console.log('Klantportaal: de browser-app wordt gebouwd (eenmalig)...');
    run('node_modules/vite/bin/vite.js', ['build']);
  }
  // The app's server entry, which draws a page's first screen into its HTML.
  if (client && stale(path.join(root, 'dist', 'ssr', 'entry-server.js'), 'client/entry-server.tsx', ['client', 'src'])) run('node_modules/vite/bin/vite.js', ['build', '--ssr']);
  const snippetSources = ['client/review-snippet', 'src/domain/review.ts', 'src/text/nl/review.ts', 'scripts/build-snippet.mjs'];
  if (client && stale(path.join(root, 'dist', 'review', 'review.js'), 'client/review-snippet/review.ts', snippetSources)) run('scripts/build-snippet.mjs', []);
  // The bundle holds the packages too, so a changed lockfile means a new build.
  const serverSources = ['server', 'db', 'src', 'migrations', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];
  if (stale(path.join(root, 'dist', 'server', 'main.js'), 'server/app/main.ts', serverSources)) run('scripts/build-server.mjs', []);
}

// `node scripts/build-stale.mjs`: the same from the command line (the browser tests' set-up).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildStale();
