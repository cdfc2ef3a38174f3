import { agendaPageSchema } from '@/src/schemas/agenda';
import { loadAgenda } from '@/server/features/agenda/agenda';
import { developerProcedure, router } from '@/server/trpc/init';

export const developerAgendaRouter = router({
  /** Mijn Agenda: the open steps of the developer's own projects. */
  get: developerProcedure.input(agendaPageSchema).query(({ ctx, input }) => loadAgenda(ctx.db, ctx.user, input.page, ctx.services.clock.now())),
});
