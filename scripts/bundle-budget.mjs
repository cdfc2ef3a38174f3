// The bundle budget (CI: `npm run test:bundle`): everything /auth loads before it settles, gzipped; other pages' chunks and LOADED_ON_USE
// are left out, and some libraries must never be in it. Over budget: exit 1, printing the biggest modules of those chunks.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 170;
// Loaded only where used: never on the way to /auth's first paint. (The route definitions with
// their loaders are small and stay in the entry; the screens' components are split off.)
const CHARTS = /node_modules\/(recharts|victory-vendor|d3-[a-z-]+)\//;
const NOT_BEFORE_AUTH = [CHARTS, /node_modules\/jspdf\//, /day-picker|date-picker/, /client\/routes\/_app\/(.*\/)?-components\//, /client\/routes\/_app\/.*tsr-split/];
// What /auth imports lazily but fetches only when someone uses it, by a module of its chunk.
const LOADED_ON_USE = [
  // The other modes of the sign-in page (register, forgotten password, new password, the code).
  /client\/routes\/-components\/auth\/(register|forgot-password|new-password|two-step-code)-form\.tsx$/,
  // The login form's rules (zod) and zod's form adapter, when someone enters the form.
  /src\/schemas\/auth\.ts$/,
  /node_modules\/@hookform\/resolvers\/zod\//,
  // The notifier (sonner), at the first toast or as soon as someone uses the page.
  /node_modules\/sonner\//,
];

const dist = path.resolve(process.argv[2] ?? 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const modules = JSON.parse(fs.readFileSync(path.join(dist, '.vite/modules.json'), 'utf8'));

const modulesOf = (key) => modules[manifest[key].file] ?? [];
const isOtherRoute = (key) => /(^|\/)routes\/.*\?tsr-split=/.test(key) && !/(^|\/)routes\/auth\.tsx/.test(key);
const isLoadedOnUse = (key) => modulesOf(key).some((m) => LOADED_ON_USE.some((pattern) => pattern.test(m.module)));

/** Manifest keys of the chunks `roots` load: their static imports, and the lazy ones they fetch on their own. */
function loadedClosure(roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    for (const imported of manifest[key].dynamicImports ?? []) if (!isOtherRoute(imported) && !isLoadedOnUse(imported)) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** Manifest keys of the chunks `roots` load before running: themselves and their static imports. */
function staticClosure(roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The auth route's own chunks (TanStack Router's autoCodeSplitting: routes/auth.tsx?tsr-split=…).
const authRoute = Object.keys(manifest).filter((key) => /(^|\/)routes\/auth\.tsx/.test(key));
const critical = [...loadedClosure([entry, ...authRoute])];
const styles = [...new Set(critical.flatMap((key) => manifest[key].css ?? []))];

const gzipKB = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const rows = [...critical.map((key) => ({ key, file: manifest[key].file })), ...styles.map((file) => ({ key: 'CSS', file }))]
  .map((row) => ({ ...row, kb: gzipKB(row.file) }))
  .sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);

console.log(`JavaScript and CSS /auth loads before it settles: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB), ${rows.length} files:`);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}  (${row.key})`);

const criticalModules = rows.flatMap((row) => (modules[row.file] ?? []).map((m) => ({ ...m, file: row.file })));
const forbidden = criticalModules.filter((m) => NOT_BEFORE_AUTH.some((pattern) => pattern.test(m.module)));
const overBudget = total > BUDGET_KB;

// The chart library is the admin dashboard's alone (a lazy chunk): no client screen loads it up
// front either (the shell, the dashboard route every role shares, the client's routes).
const clientRoutes = Object.keys(manifest).filter((key) => /(^|\/)routes\/(_app\.tsx|_app\/index\.tsx|_app\/_client)/.test(key));
const clientModules = [...staticClosure([entry, ...clientRoutes])].flatMap((key) => (modules[manifest[key].file] ?? []).map((m) => ({ ...m, file: manifest[key].file })));
forbidden.push(...clientModules.filter((m) => CHARTS.test(m.module) && !forbidden.some((f) => f.module === m.module)));
const chartChunks = new Set(Object.entries(modules).filter(([, list]) => list.some((m) => CHARTS.test(m.module))).map(([file]) => file));
console.log(`Chart library in ${chartChunks.size} chunk(s), none loaded before /auth or a client screen draws: ${[...chartChunks].join(', ') || '(not built)'}`);

if (overBudget || forbidden.length > 0) {
  if (overBudget) console.error(`\nOver budget by ${(total - BUDGET_KB).toFixed(1)} KB gzip.`);
  for (const m of forbidden) console.error(`Must load only where used, but is in ${m.file}: ${m.module}`);
  console.error('\nBiggest modules /auth loads (minified bytes, before gzip):');
  criticalModules.sort((a, b) => b.bytes - a.bytes);
  for (const m of criticalModules.slice(0, 25)) console.error(`  ${(m.bytes / 1024).toFixed(1).padStart(7)} KB  ${m.module}`);
  process.exit(1);
}
console.log('Within budget.');
