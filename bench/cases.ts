import { trpcBatchInput, trpcQueryString } from '@/server/testing/trpc-http';
import { scaleId } from './ids';
import type { BenchSession } from './sessions';

// What `npm run bench` loads, one entry per case. A case names the sessions it runs as (one per
// connection), the URL each session requests, the procedures it needs (a case whose procedure is
// not on the router yet is skipped with a note), and optionally a bare route: the same SQL with no
// tRPC, session or zod (bench/bare-routes.ts), whose req/s the case is compared with.

export type SessionPool = 'clients' | 'hotThreadClient' | 'admins' | 'developers';

export interface BenchCase {
  name: string;
  sessions: SessionPool;
  procedures: string[];
  url: (session: BenchSession) => string;
  bareUrl?: (session: BenchSession) => string;
}

const get = (procedure: string, input: unknown) => `/trpc/${procedure}?${trpcQueryString(input)}`;

/** A batch as the browser's tRPC client sends it: the procedures joined by commas, inputs by index. */
function batch(procedures: string[], input: unknown): string {
  const inputs = trpcBatchInput(procedures.map(() => input));
  return `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

const PROGRESS = ['project.timeline.get', 'project.uploads.list', 'project.messages.list'];

export const CASES: BenchCase[] = [
  {
    name: 'client dashboard',
    sessions: 'clients',
    procedures: ['client.dashboard.get'],
    url: () => '/trpc/client.dashboard.get',
    bareUrl: (s) => `/bench/bare/dashboard?clientId=${scaleId('client', s.userNumber)}`,
  },
  {
    // Client n's own project n (scale-data.ts: project p belongs to client p for p ≤ clients).
    name: 'progress page batch',
    sessions: 'clients',
    procedures: PROGRESS,
    url: (s) => batch(PROGRESS, { projectId: scaleId('project', s.userNumber) }),
  },
  {
    name: 'admin projects "bakker" p1',
    sessions: 'admins',
    procedures: ['admin.projects.list'],
    url: () => get('admin.projects.list', { q: 'bakker', page: 1 }),
  },
  {
    name: 'admin agenda',
    sessions: 'admins',
    procedures: ['admin.agenda.get'],
    url: () => get('admin.agenda.get', { page: 1 }),
    bareUrl: () => `/bench/bare/admin-agenda?adminId=${scaleId('admin', 1)}`,
  },
  {
    name: 'developer agenda',
    sessions: 'developers',
    procedures: ['developer.agenda.get'],
    url: () => get('developer.agenda.get', { page: 1 }),
  },
  {
    // Enabled by itself once the invoices branch adds the procedure; adjust the input to its schema.
    name: 'admin invoices list',
    sessions: 'admins',
    procedures: ['admin.invoices.list'],
    url: () => get('admin.invoices.list', { q: '', page: 1 }),
  },
  {
    name: 'message thread (5,000)',
    sessions: 'hotThreadClient',
    procedures: ['project.messages.list'],
    url: () => get('project.messages.list', { projectId: scaleId('project', 1) }),
  },
];
