import { requestErasureSchema } from '@/src/schemas/privacy';
import { findOwnErasureRequest } from '@/db/queries/erasure';
import { findOwnDataExport } from '@/db/queries/data-export';
import { requestDataExport } from '@/server/features/privacy/data-export';
import { confirmCurrentPassword } from '@/server/features/accounts/current-password';
import { requestErasure } from '@/server/features/privacy/erasure';
import { activitySource } from '@/server/trpc/context';
import { authedProcedure, router } from '@/server/trpc/init';

export const accountPrivacyRouter = router({
  /** The latest data export (null: none): building, ready with its link until it expires, or failed. */
  dataExport: authedProcedure.query(async ({ ctx }) => (await findOwnDataExport(ctx.db, ctx.user.id)) ?? null),

  /** "Mijn gegevens downloaden": built in the background; a mail says when it is ready. */
  requestDataExport: authedProcedure.mutation(({ ctx }) => requestDataExport(ctx.services, ctx.log, ctx.user.id, activitySource(ctx))),

  /** The latest erasure request of the caller (null: none), for /account. */
  erasureStatus: authedProcedure.query(async ({ ctx }) => (await findOwnErasureRequest(ctx.db, ctx.user.id)) ?? null),

  /** "Account verwijderen": confirmed with the password (a wrong one counts against the login limit); the admins decide. */
  requestErasure: authedProcedure.input(requestErasureSchema).mutation(async ({ ctx, input }) => {
    await confirmCurrentPassword(ctx, input.password, 'password');
    return requestErasure(ctx.services, ctx.user.id, activitySource(ctx));
  }),
});
