import superjson from 'superjson';
import { trpcBatchInput, trpcQueryString } from '@/server/testing/trpc-http';
import { FLOOR_PREFIX } from './floor-routes';
import { scaleId } from './ids';
import type { BenchSession } from './sessions';

// A case whose procedure is not on the router yet is skipped with a note. Its req/s is compared with its bare twin's:
// the same SQL with no tRPC, session or zod (bench/bare-routes.ts).

export type SessionPool = 'clients' | 'hotThreadClient' | 'admins' | 'developers';

export interface BenchCase {
  name: string;
  sessions: SessionPool;
  procedures: string[];
  url: (session: BenchSession) => string;
  /** The same SQL through the same pool with no tRPC, session or zod (bench/bare-routes.ts). */
  bareUrl: (session: BenchSession) => string;
}

/** The case's request with each procedure answering its kept answer (bench/floor-routes.ts): everything but the screen's SQL. */
export function floorUrl(url: string): string {
  const request = new URL(url, 'http://bench');
  const procedures = request.pathname.replace(/^\/trpc\//, '').split(',');
  const raw = request.searchParams.get('input');
  const serialized: unknown[] = request.searchParams.get('batch') ? Object.values(JSON.parse(raw!)) : [raw ? JSON.parse(raw) : undefined];
  const inputs = procedures.map((path, k) => ({ path, input: serialized[k] === undefined ? undefined : superjson.deserialize(serialized[k] as never) }));
  return `${FLOOR_PREFIX}/${procedures.map(() => 'replay').join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(trpcBatchInput(inputs)))}`;
}

const get = (procedure: string, input: unknown) => `/trpc/${procedure}?${trpcQueryString(input)}`;

/** A batch as the browser's tRPC client sends it: the procedures joined by commas, inputs by index. */
function batch(procedures: string[], input: unknown): string {
  const inputs = trpcBatchInput(procedures.map(() => input));
  return `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** A bare route's address: the session's own user id (and more) in the query string. */
function bare(path: string, kind: 'admin' | 'developer' | 'client', extra: (s: BenchSession) => Record<string, string> = () => ({})) {
  return (s: BenchSession) => `/bench/bare/${path}?${new URLSearchParams({ userId: scaleId(kind, s.userNumber), ...extra(s) })}`;
}

const PROGRESS = ['project.timeline.get', 'project.uploads.list', 'project.messages.list'];
// The admin dashboard's one request: the counters, "Aandacht nodig" and the charts' figures.
const ADMIN_DASHBOARD = ['admin.stats.get', 'admin.insight.attention', 'admin.insight.figures'];
// Client n's own project n (scale-data.ts: project p belongs to client p for p ≤ clients).
const ownProject = (s: BenchSession) => ({ projectId: scaleId('project', s.userNumber) });

export const CASES: BenchCase[] = [
  {
    name: 'client dashboard',
    sessions: 'clients',
    procedures: ['client.dashboard.get'],
    url: () => '/trpc/client.dashboard.get',
    bareUrl: bare('dashboard', 'client'),
  },
  {
    name: 'progress page batch',
    sessions: 'clients',
    procedures: PROGRESS,
    url: (s) => batch(PROGRESS, ownProject(s)),
    bareUrl: bare('progress', 'client', ownProject),
  },
  {
    name: 'admin projects "bakker" p1',
    sessions: 'admins',
    procedures: ['admin.projects.list'],
    url: () => get('admin.projects.list', { q: 'bakker', page: 1 }),
    bareUrl: bare('admin-projects', 'admin', () => ({ q: 'bakker' })),
  },
  {
    name: 'developer projects "bakker"',
    sessions: 'developers',
    procedures: ['developer.projects.list'],
    url: () => get('developer.projects.list', { q: 'bakker', page: 1 }),
    bareUrl: bare('developer-projects', 'developer', () => ({ q: 'bakker' })),
  },
  {
    name: 'admin agenda',
    sessions: 'admins',
    procedures: ['admin.agenda.get'],
    url: () => get('admin.agenda.get', { page: 1 }),
    bareUrl: bare('admin-agenda', 'admin'),
  },
  {
    name: 'developer agenda',
    sessions: 'developers',
    procedures: ['developer.agenda.get'],
    url: () => get('developer.agenda.get', { page: 1 }),
    bareUrl: bare('developer-agenda', 'developer'),
  },
  {
    name: 'admin dashboard batch',
    sessions: 'admins',
    procedures: ADMIN_DASHBOARD,
    url: () => batch(ADMIN_DASHBOARD, undefined),
    bareUrl: bare('admin-dashboard', 'admin'),
  },
  {
    name: 'admin invoices list',
    sessions: 'admins',
    procedures: ['admin.invoices.list'],
    url: () => get('admin.invoices.list', { q: '', page: 1 }),
    bareUrl: bare('admin-invoices', 'admin'),
  },
  {
    name: 'admin invoices "bakker"',
    sessions: 'admins',
    procedures: ['admin.invoices.list'],
    url: () => get('admin.invoices.list', { q: 'bakker', page: 1 }),
    bareUrl: bare('admin-invoices', 'admin', () => ({ q: 'bakker' })),
  },
  {
    name: 'message thread (5,000)',
    sessions: 'hotThreadClient',
    procedures: ['project.messages.list'],
    url: () => get('project.messages.list', { projectId: scaleId('project', 1) }),
    bareUrl: bare('messages', 'client', () => ({ projectId: scaleId('project', 1) })),
  },
];
