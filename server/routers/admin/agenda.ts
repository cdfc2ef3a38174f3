import { agendaPageSchema } from '@/src/schemas/agenda';
import { loadAgenda } from '@/server/features/agenda/agenda';
import { adminProcedure, router } from '@/server/trpc/init';

export const adminAgendaRouter = router({
  /** Project Agenda: the open steps of every project. */
  get: adminProcedure.input(agendaPageSchema).query(({ ctx, input }) => loadAgenda(ctx.db, ctx.user, input.page, ctx.services.clock.now())),
});
