// Bundles the server and CLI for plain `node`: starts in about half the time of loading node_modules; native or Wasm packages stay external.
//   node scripts/build-server.mjs [--bench (into dist/bench)] [--outdir dist/<folder> (the tests' own copy)]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// dist/server sits two folders below the root, as server/app/serve.ts does in the sources: that is how it finds the built browser app.
// The CLI entries in cli/ never serve it.
const TARGETS = {
  server: {
    outdir: 'dist/server',
    entryPoints: {
      main: 'server/app/main.ts',
      'cli/migrate': 'server/cli/migrate.ts',
      'cli/seed': 'server/cli/seed.ts',
      'cli/user-create': 'server/cli/user-create.ts',
      'cli/user-role': 'server/cli/user-role.ts',
      'cli/user-reset-2fa': 'server/cli/user-reset-2fa.ts',
      'cli/user-erase': 'server/cli/user-erase.ts',
      'cli/invoices-run': 'server/cli/invoices-run.ts',
    },
  },
  bench: { outdir: 'dist/bench', entryPoints: { server: 'bench/server.ts' } },
};

// Argon2 is a native addon, PGlite reads its .wasm and data files next to its own modules, and
// pg asks for the optional pg-native only when told to.
const EXTERNAL = ['@node-rs/argon2', '@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'];

const target = TARGETS[process.argv.includes('--bench') ? 'bench' : 'server'];
const outdirFlag = process.argv.indexOf('--outdir');
// Two folders below the repository root, where the packages it leaves out (EXTERNAL) resolve.
const outdir = path.resolve(root, outdirFlag === -1 ? target.outdir : process.argv[outdirFlag + 1]);
fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: target.entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: EXTERNAL,
  // Bundled CommonJS packages call require() for Node's own modules; ES modules have none of their own.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
  sourcemap: 'linked',
  sourcesContent: false,
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
  legalComments: 'none',
  // Without comments and indentation the code is a third smaller and plain ASCII, which the engine keeps at one byte a character (one
  // non-ASCII comment doubles a file's memory); names stay, and source maps still lead stack traces to the .ts lines.
  minifyWhitespace: true,
});
for (const file of fs.readdirSync(outdir, { recursive: true })) if (file.endsWith('.js.map')) mapOwnCodeOnly(path.join(outdir, file));
console.log(`Klantportaal: server gebouwd in ${path.relative(root, outdir)} (${Math.round(performance.now() - started)} ms)`);

// Stack traces lead to the app's own .ts lines; each stretch of a package's code becomes one position without a source (Node keeps
// an array per position: the packages' took 160 MiB of heap; docs/decisions/server-source-maps.md).
function mapOwnCodeOnly(mapFile) {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const packaged = map.sources.map((source) => source.includes('node_modules/'));
  const lines = decode(map.mappings).map((line) => {
    const kept = [];
    for (const segment of line) {
      if (segment.length === 1 || !packaged[segment[1]]) kept.push(segment);
      else if (kept.length === 0 || kept[kept.length - 1].length > 1) kept.push([segment[0]]);
    }
    return kept;
  });
  // Node reads a one-field segment at the very end of the mappings as a whole one (the last run's source): an empty last line ends it.
  fs.writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `${encode(lines)};` }));
}
