import { TRPCError } from '@trpc/server';
import { projectText } from '@/src/text/nl/project';
import { isAllowedBuildLink } from '@/src/domain/review';
import { setBuildLinkSchema } from '@/src/schemas/project-admin';
import { findProjectDetail } from '@/db/queries/projects';
import { setBuildLink } from '@/db/queries/project-admin';
import { announceProjectChanged } from '@/db/queries/notify-project';
import { router } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { STAFF_ROLES } from '@/src/domain/statuses';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';
import { nl } from '@/src/text/nl';

export const projectDetailRouter = router({
  /** The staff's project page header: project, client with company, email and phone, and the developer. */
  get: projectProcedure(STAFF_ROLES).query(async ({ ctx }) => {
    const detail = await findProjectDetail(ctx.db, ctx.user, ctx.project.id);
    if (!detail) throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
    return detail;
  }),

  /**
   * The preview (build) link, which the review screen frames: https, or http on localhost outside
   * production; blank removes it. Open pages of the project show the new one.
   */
  setBuildLink: projectProcedure(STAFF_ROLES)
    .input(setBuildLinkSchema)
    .mutation(({ ctx, input }) => {
      if (input.buildLink && !isAllowedBuildLink(input.buildLink, { production: ctx.services.config.production })) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: nl.validation.buildLinkHttps });
      }
      return ctx.db.transaction().execute(async (trx) => {
        const project = await setBuildLink(trx, ctx.project.id, input.buildLink);
        await announceProjectChanged(trx, ctx.project.id);
        await recordActivity(trx, activitySource(ctx), { kind: 'build_link_set', projectId: ctx.project.id });
        return project;
      });
    }),
});
