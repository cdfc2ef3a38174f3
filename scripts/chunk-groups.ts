import path from 'node:path';
import type { Rolldown } from 'vite';

// A page loads in a handful of requests, not one per icon: start-up (`vendor`, `app`), sign-in kept apart so it loads nothing else (`forms`,
// `common`), the signed-in `shell`, shared `controls` and `pages`; libraries loaded where used, and their importers, keep their own files.

type Group = Rolldown.CodeSplittingGroup;
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

const ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const WIDELY_SHARED = 4;
const SMALL_MODULE_CHARS = 6_000;
const FORM_LIBRARY = /node_modules[\\/](react-hook-form|@hookform)[\\/]/;
// Form controls beyond a text field: the signed-in pages' forms share these, the dashboards do not.
const FORM_CONTROLS = /node_modules[\\/](react-hook-form|@hookform|@radix-ui[\\/]react-(select|radio-group))[\\/]/;
const LOADED_WHERE_USED = /node_modules[\\/](zod|sonner|recharts|victory-vendor|d3-[a-z-]+|jspdf|html2canvas|dompurify|canvg|fflate|qrcode|@zxcvbn-ts|@zumer)[\\/]/;
// Indexes that import every icon or primitive of their package; a module naming two of them uses two.
const BARRELS = [
  { id: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, specifier: 'lucide-react' },
  { id: /node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/, specifier: 'radix-ui' },
];

/** The names a module imports from `specifier` (`import { Dialog as DialogPrimitive } from 'radix-ui'` → Dialog). */
function namedImports(code: string, specifier: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(new RegExp(`import\\s*{([^}]*)}\\s*from\\s*["']${specifier}["']`, 'g'))) {
    names.push(...list!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!).filter(Boolean));
  }
  return names;
}

/** Which module each name of a barrel comes from: `export { default as X } from './icons/x.mjs'` or `import * as X from '@radix-ui/react-x'`. */
function barrelSources(barrelId: string, ctx: ChunkingContext): Map<string, string> {
  const info = ctx.getModuleInfo(barrelId);
  const sources = new Map<string, string>();
  const resolve = (source: string) =>
    source.startsWith('.') ? path.resolve(path.dirname(barrelId), source) : info?.importedIds.find((id) => id.includes(`${path.sep}node_modules${path.sep}${source}${path.sep}`));
  for (const [, list, source] of (info?.code ?? '').matchAll(/export\s*{([^}]*)}\s*from\s*["']([^"']+)["']/g)) {
    const id = resolve(source!);
    if (id) for (const part of list!.split(',')) sources.set(part.trim().split(/\s+as\s+/).pop()!, id);
  }
  for (const [, name, source] of (info?.code ?? '').matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
    const id = resolve(source!);
    if (id) sources.set(name!, id);
  }
  return sources;
}

export function chunkGroups(options: { routesDirectory: string; signInRoute: string; signedInLayout: string }): Group[] {
  const { routesDirectory } = options;
  const isRouteChunk = (id: string) => id.startsWith(routesDirectory + path.sep) && id.includes('?tsr-split=');
  const routeFile = (id: string) => path.relative(routesDirectory, id.split('?')[0]!).replace(/\.tsx?$/, '');
  const isSignIn = (routeChunk: string) => routeFile(routeChunk) === options.signInRoute;
  const isShell = (routeChunk: string) => routeFile(routeChunk) === options.signedInLayout;

  // The module graph with the barrels seen through: a module importing a barrel imports the modules it names from it.
  const barrels = new Map<string, { specifier: string; sources: Map<string, string> }>();
  function barrel(id: string, ctx: ChunkingContext) {
    const known = barrels.get(id);
    if (known) return known;
    const found = BARRELS.find((candidate) => candidate.id.test(id));
    const resolved = found ? { specifier: found.specifier, sources: barrelSources(id, ctx) } : undefined;
    if (resolved) barrels.set(id, resolved);
    return resolved;
  }
  const namedFrom = (importer: string, barrelId: string, ctx: ChunkingContext) => {
    const { specifier, sources } = barrel(barrelId, ctx)!;
    return namedImports(ctx.getModuleInfo(importer)?.code ?? '', specifier).flatMap((name) => sources.get(name) ?? []);
  };
  const importsOf = (id: string, ctx: ChunkingContext) =>
    (ctx.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => (barrel(imported, ctx) ? namedFrom(id, imported, ctx) : [imported]));
  const importersOf = (id: string, ctx: ChunkingContext) =>
    (ctx.getModuleInfo(id)?.importers ?? []).flatMap((importer) =>
      barrel(importer, ctx) ? (ctx.getModuleInfo(importer)?.importers ?? []).filter((user) => namedFrom(user, importer, ctx).includes(id)) : [importer],
    );

  const roots = new Map<string, Set<string>>();
  /** The route chunks that import `id`, directly or through other modules (lazy imports excepted). */
  function routeRootsOf(id: string, ctx: ChunkingContext): Set<string> {
    const known = roots.get(id);
    if (known) return known;
    const found = new Set<string>();
    roots.set(id, found);
    if (isRouteChunk(id)) found.add(id);
    else for (const importer of importersOf(id, ctx)) routeRootsOf(importer, ctx).forEach((root) => found.add(root));
    return found;
  }

  /** Whether `id` is, or statically imports, a module `pattern` matches. */
  function reaching(pattern: RegExp) {
    const known = new Map<string, boolean>();
    const reaches = (id: string, ctx: ChunkingContext): boolean => {
      const cached = known.get(id);
      if (cached !== undefined) return cached;
      known.set(id, false);
      const result = pattern.test(id) || importsOf(id, ctx).some((imported) => reaches(imported, ctx));
      known.set(id, result);
      return result;
    };
    return reaches;
  }
  const reachesLoadedWhereUsed = reaching(LOADED_WHERE_USED);
  const reachesFormLibrary = reaching(FORM_LIBRARY);
  const reachesFormControls = reaching(FORM_CONTROLS);

  /** Which shared file a module belongs in; null: it stays with the one route or lazy import that uses it. */
  function sharedFile(id: string, ctx: ChunkingContext): string | null {
    if (reachesLoadedWhereUsed(id, ctx)) return null;
    const routes = [...routeRootsOf(id, ctx)];
    if (routes.length < 2) return null;
    if (routes.some(isSignIn)) return reachesFormLibrary(id, ctx) ? 'forms' : 'common';
    if (routes.some(isShell)) return 'shell';
    // What two or three pages share travels as a file of its own (a feature's parts) unless it is
    // small; what many share, and every icon, goes into one.
    const small = (ctx.getModuleInfo(id)?.code?.length ?? 0) < SMALL_MODULE_CHARS;
    if (routes.length < WIDELY_SHARED && !small && !ICON.test(id)) return null;
    return reachesFormControls(id, ctx) ? 'controls' : 'pages';
  }
  // A file takes along what its modules import that no earlier file took: so a file comes before
  // the files whose modules import it (`common` before `forms`, `pages` before `controls`).
  const shared = ['common', 'forms', 'shell', 'pages', 'controls'].map((file, i, files) => ({
    debugName: file,
    name: (id: string, ctx: ChunkingContext) => (sharedFile(id, ctx) === file ? file : null),
    priority: files.length - i,
  }));
  return [
    { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
    { name: 'app', tags: ['$initial'], priority: 10 },
    ...shared,
  ];
}
