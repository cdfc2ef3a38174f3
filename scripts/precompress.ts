import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Brotli and gzip copies of every text file of the build, written once at build time at the
// highest levels, so the server only streams them (@fastify/static `preCompressed`).

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// Below this size a compressed copy saves less than the header it costs.
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `x.br` and `x.gz` beside every compressible file of at least 1 KB; returns the files done. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files;
}

/** Vite plugin: precompresses the output folder after the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'klantportaal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info?.(`${files.length} bestanden voorgecomprimeerd (br, gz)`);
    },
  };
}
