import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { deleteProjectUpload, findProjectUpload, listProjectUploads } from '@/db/queries/content-uploads';
import { idSchema } from '@/src/schemas/fields';
import { THREAD_PAGE_SIZE, threadPageSchema } from '@/src/schemas/list';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { announceFileRemoved } from '@/db/queries/notify-project';
import { router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE, projectProcedure } from '@/server/trpc/project-procedures';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

// Uploading and downloading go over plain HTTP (server/http/uploads.ts); listing and deleting are here.

const anyRole = projectProcedure(ANY_PROJECT_ROLE);

export const projectUploadsRouter = router({
  /** The project's files, newest first, 50 at a time (`cursor`: the oldest file shown), each with its download address, uploader and whether the caller may delete it. */
  list: anyRole
    .input(threadPageSchema)
    .query(({ ctx, input }) => listProjectUploads(ctx.db, ctx.project.id, { limit: THREAD_PAGE_SIZE, before: input.cursor }, ctx.user.id)),

  /**
   * Only the caller's own files. The object is deleted inside the row's transaction: when storage fails the row comes back,
   * so the list never shows a file that cannot be deleted again.
   */
  delete: anyRole.input(z.object({ uploadId: idSchema(uploadText.uploads.notFound) })).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const removed = await deleteProjectUpload(trx, ctx.project.id, input.uploadId, { uploadedBy: ctx.user.id });
      if (!removed) {
        const upload = await findProjectUpload(trx, ctx.project.id, input.uploadId);
        if (upload) throw new TRPCError({ code: 'FORBIDDEN', message: uploadText.uploads.notOwn });
        throw new TRPCError({ code: 'NOT_FOUND', message: uploadText.uploads.notFound });
      }
      await announceFileRemoved(trx, { id: removed.id, projectId: ctx.project.id });
      await recordActivity(trx, activitySource(ctx), { kind: 'file_deleted', projectId: ctx.project.id, subjectId: removed.id });
      await ctx.services.storage.delete(removed.filePath);
      return { id: removed.id };
    }),
  ),
});
