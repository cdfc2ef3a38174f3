import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../src/route-preloads';

type OutputChunk = Rolldown.OutputChunk;

// The chunks each page needs beyond index.html (.vite/route-preloads.json), so the server announces them with the page (modulepreload)
// instead of the browser finding them one import after another.

/** A route file (`_app/_client/progress`) as the address it serves (`/progress`): pathless `_layouts` and `index` add nothing. */
export function routeAddress(routeFile: string): string {
  const segments = routeFile.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

interface Options {
  routesDirectory: string;
  /** The pathless layout of the signed-in pages (`_app`). */
  signedInLayout: string;
}

export function routePreloads({ routesDirectory, signedInLayout }: Options): Plugin {
  return {
    name: 'klantportaal-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      // What index.html already loads: the entry and its static imports.
      const closure = (roots: OutputChunk[], skip = new Set<string>()) => {
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        roots.forEach(visit);
        return seen;
      };
      const inIndexHtml = closure(entry ? [entry] : []);

      // The component TanStack Router's autoCodeSplitting split off each route file.
      const components = new Map<string, OutputChunk>();
      for (const chunk of chunks) {
        const [file, query] = (chunk.facadeModuleId ?? '').split('?');
        if (query !== 'tsr-split=component' || !file?.startsWith(routesDirectory + path.sep)) continue;
        components.set(path.relative(routesDirectory, file).replace(/\.tsx?$/, '').split(path.sep).join('/'), chunk);
      }

      const preloads: RoutePreloads = {};
      for (const routeFile of components.keys()) {
        const segments = routeFile.split('/');
        // A pathless layout is never a page of its own.
        if (segments.at(-1)!.startsWith('_')) continue;
        const layouts = segments.slice(0, -1).map((_, i) => components.get(segments.slice(0, i + 1).join('/')));
        const routeChunks = [...layouts, components.get(routeFile)].filter((chunk): chunk is OutputChunk => chunk !== undefined);
        preloads[routeAddress(routeFile)] = { signedIn: segments[0] === signedInLayout, files: [...closure(routeChunks, inIndexHtml)] };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
