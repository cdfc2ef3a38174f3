// The review snippet preview sites load as /review.js, as one classic script: no modules, so a plain <script defer> on any site runs it.
//   node scripts/build-snippet.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

await build({
  absWorkingDir: root,
  entryPoints: ['client/review-snippet/review.ts'],
  outfile: 'dist/review/review.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020'],
  minify: true,
  legalComments: 'none',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
