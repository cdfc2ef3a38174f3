import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { projectText } from '@/src/text/nl/project';
import { listQuerySchema, pageWindow } from '@/src/schemas/list';
import { newProjectSchema } from '@/src/schemas/project';
import { assignDeveloperSchema, setStatusSchema } from '@/src/schemas/project-admin';
import { MAX_PROJECTS_PER_CLIENT } from '@/src/domain/packages';
import { countProjectsOfLocked, createProjectWithTimeline } from '@/db/queries/project-creation';
import { assignDeveloper, deleteProject, setProjectStatus } from '@/db/queries/project-admin';
import { searchProjects } from '@/db/queries/project-lists';
import { findUserRole } from '@/db/queries/users';
import { announceAssigned, announceProjectChanged } from '@/db/queries/notify-project';
import { removeStoredFiles } from '@/server/storage/remove-files';
import { adminProcedure, router } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

const adminProject = projectProcedure(['admin']);

/** The server's own check of a developer picked in a select: that user must have the developer role. */
async function assertDeveloper(db: Kysely<Database>, developerId: string | null) {
  if (developerId === null) return;
  const user = await findUserRole(db, developerId);
  if (user?.role !== 'developer') throw new TRPCError({ code: 'BAD_REQUEST', message: projectText.project.notADeveloper });
}

export const adminProjectsRouter = router({
  /** Projectbeheer: a page of every project, searched over client, company, package, status and developer; "x van y". */
  list: adminProcedure.input(listQuerySchema).query(({ ctx, input }) => searchProjects(ctx.db, ctx.user, { q: input.q, ...pageWindow(input.page) })),

  /** "Nieuw project": price and default timeline from the package, the client role ensured, in one transaction. */
  create: adminProcedure.input(newProjectSchema).mutation(async ({ ctx, input }) => {
    const client = await findUserRole(ctx.db, input.clientId);
    if (!client) throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.clientNotFound });
    if (client.role === 'admin' || client.role === 'developer') throw new TRPCError({ code: 'BAD_REQUEST', message: projectText.project.clientIsStaff });
    await assertDeveloper(ctx.db, input.developerId);
    const project = await ctx.db.transaction().execute(async (trx) => {
      if ((await countProjectsOfLocked(trx, input.clientId)) >= MAX_PROJECTS_PER_CLIENT) {
        throw new TRPCError({ code: 'CONFLICT', message: projectText.project.tooMany(MAX_PROJECTS_PER_CLIENT) });
      }
      const created = await createProjectWithTimeline(trx, input);
      await announceAssigned(trx, created);
      await recordActivity(trx, activitySource(ctx), { kind: 'project_created', projectId: created.id, subjectUserId: input.clientId });
      return created;
    });
    return { id: project.id };
  }),

  /** The developer hears of a project assigned to them; open pages of the project show the change. */
  assignDeveloper: adminProject.input(assignDeveloperSchema).mutation(async ({ ctx, input }) => {
    await assertDeveloper(ctx.db, input.developerId);
    return ctx.db.transaction().execute(async (trx) => {
      const assigned = await assignDeveloper(trx, ctx.project.id, input.developerId);
      await recordActivity(trx, activitySource(ctx), { kind: 'project_assigned', projectId: ctx.project.id, subjectUserId: assigned.developerId });
      if (assigned.developerId !== ctx.project.developerId) await announceAssigned(trx, { ...ctx.project, developerId: assigned.developerId });
      else await announceProjectChanged(trx, ctx.project.id);
      return assigned;
    });
  }),

  /** Spec 4: the admin may set any status. */
  setStatus: adminProject.input(setStatusSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const project = await setProjectStatus(trx, ctx.project.id, input.status, ctx.services.clock.now());
      await announceProjectChanged(trx, ctx.project.id);
      await recordActivity(trx, activitySource(ctx), { kind: 'project_status_changed', projectId: ctx.project.id });
      return project;
    }),
  ),

  /** Removes the project with everything under it; its stored files go after the transaction commits. */
  delete: adminProject.mutation(async ({ ctx }) => {
    const files = await ctx.db.transaction().execute(async (trx) => {
      await recordActivity(trx, activitySource(ctx), { kind: 'project_deleted', projectId: ctx.project.id, subjectUserId: ctx.project.clientId });
      return deleteProject(trx, ctx.project.id);
    });
    await removeStoredFiles(ctx.services.storage, ctx.log, files);
    return { id: ctx.project.id };
  }),
});
