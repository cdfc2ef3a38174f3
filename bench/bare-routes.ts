import type { FastifyInstance } from 'fastify';
import { adminCounters } from '@/db/queries/admin-counters';
import { countAgenda, listAgendaPage } from '@/db/queries/agenda';
import { listProjectUploads } from '@/db/queries/content-uploads';
import { listDashboardProjects, listDashboardSteps } from '@/db/queries/dashboard';
import { listInvoicesForAdmin } from '@/db/queries/invoices';
import { projectCounters, searchProjects } from '@/db/queries/project-lists';
import { listProjectMessages } from '@/db/queries/project-messages';
import { findAccessibleProject, type Actor } from '@/db/queries/projects';
import { readTimeline } from '@/db/queries/timeline';
import { todayInAmsterdam } from '@/src/dates';
import type { Role } from '@/src/domain/statuses';
import { pageWindow, THREAD_PAGE_SIZE } from '@/src/schemas/list';
import { AGENDA_PAGE_SIZE } from '@/server/features/agenda/agenda';
import type { Services } from '@/server/services';
import { attentionList } from '@/server/features/insight/attention';
import { dashboardFigures } from '@/server/features/insight/dashboard-figures';

// Baselines for `npm run bench`: each case's SQL through the same pool, with no tRPC, session, zod or superjson. The actor comes
// from the URL, so anyone could read anything: only the bench's own server entry (bench/server.ts) registers these.

interface BareQuery {
  userId: string;
  projectId?: string;
  q?: string;
}

export async function benchBareRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { db } = services;
  const bare = (path: string, role: Role, answer: (actor: Actor, query: BareQuery) => Promise<unknown>) =>
    app.get<{ Querystring: BareQuery }>(`/bench/bare/${path}`, (request) => answer({ id: request.query.userId, role }, request.query));

  bare('dashboard', 'client', async (actor) => {
    const [projects, steps] = await Promise.all([listDashboardProjects(db, actor), listDashboardSteps(db, actor)]);
    return { projects, steps };
  });

  // The batch's three procedures each check the project; tRPC shares that one lookup, and so does this.
  bare('progress', 'client', async (actor, { projectId }) => {
    const project = await findAccessibleProject(db, actor, projectId!);
    if (!project) return null;
    const page = { limit: THREAD_PAGE_SIZE };
    const [timeline, uploads, messages] = await Promise.all([
      readTimeline(db, project.id),
      listProjectUploads(db, project.id, page, actor.id),
      listProjectMessages(db, project.id, page),
    ]);
    return [timeline, uploads, messages];
  });

  bare('messages', 'client', async (actor, { projectId }) => {
    const project = await findAccessibleProject(db, actor, projectId!);
    return project ? listProjectMessages(db, project.id, { limit: THREAD_PAGE_SIZE }) : null;
  });

  bare('admin-projects', 'admin', (actor, { q }) => searchProjects(db, actor, { q: q ?? '', ...pageWindow(1) }));

  bare('developer-projects', 'developer', async (actor, { q }) => {
    const [counters, page] = await Promise.all([projectCounters(db, actor), searchProjects(db, actor, { q: q ?? '', ...pageWindow(1) })]);
    return { counters, ...page };
  });

  const agenda = async (actor: Actor & { role: 'admin' | 'developer' }) => {
    const today = todayInAmsterdam(services.clock.now());
    const [counters, rows] = await Promise.all([countAgenda(db, actor, today), listAgendaPage(db, actor, pageWindow(1, AGENDA_PAGE_SIZE))]);
    return { counters, rows };
  };
  bare('admin-agenda', 'admin', (actor) => agenda({ ...actor, role: 'admin' }));
  bare('developer-agenda', 'developer', (actor) => agenda({ ...actor, role: 'developer' }));

  bare('admin-invoices', 'admin', (actor, { q }) => listInvoicesForAdmin(db, { ...actor, role: 'admin' }, { q: q ?? '', ...pageWindow(1) }));

  // The counters' statement (admin.stats.get), "Aandacht nodig" and the figures, as the dashboard's batch asks them.
  bare('admin-dashboard', 'admin', async (actor) => {
    const now = services.clock.now();
    const admin = { ...actor, role: 'admin' as const };
    return Promise.all([adminCounters(db), attentionList(db, admin, now), dashboardFigures(db, now)]);
  });

  // What holds the server's memory, for the table: the JavaScript heap and the buffers outside it.
  app.get('/bench/memory', async () => process.memoryUsage());
}
