import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { pageWindow } from '@/src/schemas/list';
import { setRoleSchema, userIdSchema, userListSchema } from '@/src/schemas/user';
import { setRole } from '@/db/queries/roles';
import { countOtherAdmins, deleteUserAccount, findUserRole, listUsers } from '@/db/queries/users';
import { removeStoredFiles } from '@/server/storage/remove-files';
import { resetSecondStep } from '@/server/features/accounts/two-factor-changes';
import { adminProcedure, router } from '@/server/trpc/init';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

export const adminUsersRouter = router({
  /** Gebruikersbeheer: a page of users, newest first, searched on the server; the picker asks for one role. */
  list: adminProcedure.input(userListSchema).query(({ ctx, input }) =>
    listUsers(ctx.db, { q: input.q, role: input.role, withoutRole: input.withoutRole, ...pageWindow(input.page) }),
  ),

  /** Spec 4: one role per user. An admin cannot change their own role, and the last admin stays one. */
  setRole: adminProcedure.input(setRoleSchema).mutation(async ({ ctx, input }) => {
    if (input.userId === ctx.user.id) throw new TRPCError({ code: 'BAD_REQUEST', message: nl.users.notOwnRole });
    return ctx.db.transaction().execute(async (trx) => {
      const user = await findUserRole(trx, input.userId);
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: nl.users.notFound });
      if (user.role === 'admin' && input.role !== 'admin' && (await countOtherAdmins(trx, user.id)) === 0) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: nl.users.lastAdmin });
      }
      await setRole(trx, user.id, input.role);
      await recordActivity(trx, activitySource(ctx), { kind: 'role_changed', subjectUserId: user.id });
      return { id: user.id, role: input.role };
    });
  }),

  /**
   * Deletes the account and what belongs to it (deleteUserAccount); the stored files go after the
   * transaction commits, so a failed deletion never leaves rows pointing at missing files.
   */
  delete: adminProcedure.input(z.object({ userId: userIdSchema })).mutation(async ({ ctx, input }) => {
    if (input.userId === ctx.user.id) throw new TRPCError({ code: 'BAD_REQUEST', message: nl.users.notSelf });
    const files = await ctx.db.transaction().execute(async (trx) => {
      const user = await findUserRole(trx, input.userId);
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: nl.users.notFound });
      if (user.role === 'admin' && (await countOtherAdmins(trx, user.id)) === 0) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: nl.users.lastAdmin });
      }
      await recordActivity(trx, activitySource(ctx), { kind: 'user_deleted', subjectUserId: user.id });
      return deleteUserAccount(trx, user.id);
    });
    await removeStoredFiles(ctx.services.storage, ctx.log, files);
    return { id: input.userId };
  }),

  /**
   * Turns off another user's second step (a lost phone without recovery codes) and ends all their
   * sessions; staff set it up again at their next sign-in. On the record, and the user is mailed.
   */
  resetTwoFactor: adminProcedure.input(z.object({ userId: userIdSchema })).mutation(async ({ ctx, input }) => {
    if (input.userId === ctx.user.id) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.resetNotSelf });
    const found = await resetSecondStep(ctx.services, ctx.log, input.userId, activitySource(ctx));
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: nl.users.notFound });
    return { id: input.userId };
  }),
});
