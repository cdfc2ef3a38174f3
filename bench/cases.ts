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
  /** The request as the browser sends it: one procedure as a GET, several as a batch, each with the input. */
  url: (session: BenchSession) => string;
  /** The same SQL through the same pool with no tRPC, session or zod (bench/bare-routes.ts). */
  bareUrl: (session: BenchSession) => string;
  /** The same request with each procedure answering its kept answer (bench/floor-routes.ts): everything but the screen's SQL. */
  floorUrl: (session: BenchSession) => string;
}

interface CaseDefinition extends Pick<BenchCase, 'name' | 'sessions' | 'procedures' | 'bareUrl'> {
  input?: (session: BenchSession) => unknown;
}

/** A batch as the browser's tRPC client sends it: the procedures joined by commas, inputs by index. */
function batch(prefix: string, procedures: string[], inputs: unknown[]): string {
  return `${prefix}/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(trpcBatchInput(inputs)))}`;
}

function benchCase({ input = () => undefined, ...definition }: CaseDefinition): BenchCase {
  const { procedures } = definition;
  const single = (s: BenchSession) => {
    const value = input(s);
    return `/trpc/${procedures[0]}${value === undefined ? '' : `?${trpcQueryString(value)}`}`;
  };
  return {
    ...definition,
    url: procedures.length === 1 ? single : (s) => batch('/trpc', procedures, procedures.map(() => input(s))),
    floorUrl: (s) => batch(FLOOR_PREFIX, procedures.map(() => 'replay'), procedures.map((path) => ({ path, input: input(s) }))),
  };
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
  benchCase({
    name: 'client dashboard',
    sessions: 'clients',
    procedures: ['client.dashboard.get'],
    bareUrl: bare('dashboard', 'client'),
  }),
  benchCase({
    name: 'progress page batch',
    sessions: 'clients',
    procedures: PROGRESS,
    input: ownProject,
    bareUrl: bare('progress', 'client', ownProject),
  }),
  benchCase({
    name: 'admin projects "bakker" p1',
    sessions: 'admins',
    procedures: ['admin.projects.list'],
    input: () => ({ q: 'bakker', page: 1 }),
    bareUrl: bare('admin-projects', 'admin', () => ({ q: 'bakker' })),
  }),
  benchCase({
    name: 'developer projects "bakker"',
    sessions: 'developers',
    procedures: ['developer.projects.list'],
    input: () => ({ q: 'bakker', page: 1 }),
    bareUrl: bare('developer-projects', 'developer', () => ({ q: 'bakker' })),
  }),
  benchCase({
    name: 'admin agenda',
    sessions: 'admins',
    procedures: ['admin.agenda.get'],
    input: () => ({ page: 1 }),
    bareUrl: bare('admin-agenda', 'admin'),
  }),
  benchCase({
    name: 'developer agenda',
    sessions: 'developers',
    procedures: ['developer.agenda.get'],
    input: () => ({ page: 1 }),
    bareUrl: bare('developer-agenda', 'developer'),
  }),
  benchCase({
    name: 'admin dashboard batch',
    sessions: 'admins',
    procedures: ADMIN_DASHBOARD,
    bareUrl: bare('admin-dashboard', 'admin'),
  }),
  benchCase({
    name: 'admin invoices list',
    sessions: 'admins',
    procedures: ['admin.invoices.list'],
    input: () => ({ q: '', page: 1 }),
    bareUrl: bare('admin-invoices', 'admin'),
  }),
  benchCase({
    name: 'admin invoices "bakker"',
    sessions: 'admins',
    procedures: ['admin.invoices.list'],
    input: () => ({ q: 'bakker', page: 1 }),
    bareUrl: bare('admin-invoices', 'admin', () => ({ q: 'bakker' })),
  }),
  benchCase({
    name: 'message thread (5,000)',
    sessions: 'hotThreadClient',
    procedures: ['project.messages.list'],
    input: () => ({ projectId: scaleId('project', 1) }),
    bareUrl: bare('messages', 'client', () => ({ projectId: scaleId('project', 1) })),
  }),
];
