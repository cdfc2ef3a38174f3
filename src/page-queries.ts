// A page's first queries, written once for the route's loader and for the server, which answers them into the page it sends so a
// cold load asks for nothing more. A query names its procedure as the browser calls it.
import type { Role } from '@/src/domain/statuses';
import { validateListSearch } from '@/src/schemas/list-search';

/** The element of a signed-in page that holds its first data, dehydrated (written by the server, read by the browser). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageQuery {
  /** The procedure as the browser calls it: `client.dashboard.get`. */
  procedure: string;
  input?: Record<string, unknown>;
  /** The first page of a newest-first list (messages, files); older pages load on request. */
  olderPages?: true;
}

/** What the pages' choices depend on: the signed-in user as `auth.me` answers. */
export interface PageViewer {
  role: Role | null;
  projects: readonly { id: string }[];
}

/** Every page in the signed-in shell: the bell's count (the live stream keeps it current). */
export const SHELL_QUERIES: readonly PageQuery[] = [{ procedure: 'notifications.unreadCount' }];

/** `/`: its address (`?q=&page=`, the developer's project list) and what its loader depends on. */
export const validateDashboardSearch = validateListSearch;
export const dashboardDeps = (search: { q?: string; page?: number }) => ({ q: search.q ?? '', page: search.page ?? 1 });

/** `/`: one dashboard per role. */
export function dashboardQueries(viewer: PageViewer | null, deps: { q: string; page: number }): PageQuery[] {
  switch (viewer?.role) {
    case 'admin':
      return [{ procedure: 'admin.stats.get' }, { procedure: 'admin.insight.attention' }, { procedure: 'admin.insight.figures' }];
    case 'developer':
      return [{ procedure: 'developer.projects.list', input: deps }, { procedure: 'developer.dashboard.waiting' }, { procedure: 'developer.dashboard.week' }];
    case 'client':
      return [{ procedure: 'client.dashboard.get' }];
    default:
      return [];
  }
}

export type ProjectSearch = { project?: string };

/** `validateSearch` of the client's one-project pages: `?project=<id>`, or nothing for the newest. */
export function validateProjectSearch(search: Record<string, unknown>): ProjectSearch {
  return typeof search.project === 'string' && search.project !== '' ? { project: search.project } : {};
}

/** The project such a page shows: the one in the address if it is the client's own, else the newest; undefined when none. */
export function selectedProject<Project extends { id: string }>(viewer: { projects: readonly Project[] } | null, requestedId: string | undefined): Project | undefined {
  const projects = viewer?.projects ?? [];
  return requestedId === undefined ? projects[0] : projects.find((project) => project.id === requestedId);
}

/** The client's one-project pages, by address: exactly what their sections read. */
export const PROJECT_PAGE_QUERIES = {
  '/progress': (projectId: string): PageQuery[] => [
    { procedure: 'project.timeline.get', input: { projectId } },
    { procedure: 'project.uploads.list', input: { projectId }, olderPages: true },
    { procedure: 'project.messages.list', input: { projectId }, olderPages: true },
  ],
  '/intake': (projectId: string): PageQuery[] => [{ procedure: 'project.intake.get', input: { projectId } }],
  '/upsells': (projectId: string): PageQuery[] => [{ procedure: 'client.modules.forProject', input: { projectId } }],
};

function isProjectPage(path: string): path is keyof typeof PROJECT_PAGE_QUERIES {
  return Object.hasOwn(PROJECT_PAGE_QUERIES, path);
}

/**
 * The page queries of the page at `path` (without the shell's), from its address as the router reads
 * it; undefined for a page whose first batch only its loader knows.
 */
export function pageQueriesAt(path: string, viewer: PageViewer, search: Record<string, unknown>): PageQuery[] | undefined {
  if (path === '/') return dashboardQueries(viewer, dashboardDeps(validateDashboardSearch(search)));
  if (!isProjectPage(path)) return undefined;
  const project = selectedProject(viewer, validateProjectSearch(search).project);
  return project ? PROJECT_PAGE_QUERIES[path](project.id) : [];
}
