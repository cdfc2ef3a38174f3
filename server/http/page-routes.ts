import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreload, type RoutePreloads } from '@/src/route-preloads';

// The pages of the built app as the build listed them (scripts/route-preloads.ts): for an address,
// whether it sits in the signed-in shell and which files it needs beyond index.html.

export interface PageRoute extends RoutePreload {
  /** The route's address as the router names it: `/progress`, `/admin/projects/$projectId`. */
  path: string;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** The build's page list, or none when the build has none (an app built without it). */
export function readPageRoutes(clientDir: string): PageRoute[] {
  const file = path.join(clientDir, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return [];
  const listed = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  return Object.entries(listed).map(([routePath, route]) => ({ path: routePath, ...route }));
}

/**
 * The page an address shows, as the router matches it: segment by segment, a `$param` taking any
 * one segment, and a route with more fixed segments before one with fewer.
 */
export function matchPageRoute(routes: readonly PageRoute[], pathname: string): PageRoute | undefined {
  const wanted = segmentsOf(pathname);
  const fits = (route: PageRoute) => {
    const segments = segmentsOf(route.path);
    return segments.length === wanted.length && segments.every((segment, i) => segment === wanted[i] || (segment.startsWith('$') && wanted[i] !== ''));
  };
  const fixed = (route: PageRoute) => segmentsOf(route.path).filter((segment) => !segment.startsWith('$')).length;
  return routes.filter(fits).sort((a, b) => fixed(b) - fixed(a))[0];
}
