import type { FastifyInstance } from 'fastify';
import { countAgenda, listAgendaPage } from '@/db/queries/agenda';
import { listDashboardProjects, listDashboardSteps } from '@/db/queries/dashboard';
import { todayInAmsterdam } from '@/src/dates';
import { pageWindow } from '@/src/schemas/list';
import { AGENDA_PAGE_SIZE } from '@/server/features/agenda/agenda';
import type { Services } from '@/server/app/services';

// The baseline of `npm run bench`: the dashboard's and the admin agenda's SQL through the same
// pool, with no tRPC, no session, no zod and no superjson. The actor comes from the URL, so anyone
// could read anything: only the bench's own server entry (bench/server.ts) registers these.

export async function benchBareRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Querystring: { clientId: string } }>('/bench/bare/dashboard', async (request) => {
    const actor = { id: request.query.clientId, role: 'client' as const };
    const [projects, steps] = await Promise.all([listDashboardProjects(services.db, actor), listDashboardSteps(services.db, actor)]);
    return { projects, steps };
  });

  app.get<{ Querystring: { adminId: string } }>('/bench/bare/admin-agenda', async (request) => {
    const actor = { id: request.query.adminId, role: 'admin' as const };
    const today = todayInAmsterdam(services.clock.now());
    const [counters, rows] = await Promise.all([
      countAgenda(services.db, actor, today),
      listAgendaPage(services.db, actor, pageWindow(1, AGENDA_PAGE_SIZE)),
    ]);
    return { counters, rows };
  });
}
