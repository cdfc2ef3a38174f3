import { changePasswordSchema } from '@/src/schemas/account-security';
import { findProfile } from '@/db/queries/profiles';
import { setPasswordHash } from '@/db/queries/users';
import { hashPassword } from '@/server/auth/password';
import { invalidateOtherSessions } from '@/server/auth/sessions';
import { confirmCurrentPassword } from '@/server/features/accounts/current-password';
import { refuseCommonPassword } from '@/server/features/accounts/new-password';
import { mailPasswordChanged } from '@/server/features/mails/account-mails';
import { authedProcedure, router } from '@/server/trpc/init';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

export const accountPasswordRouter = router({
  /** Current password, then a new one (not a well-known one); this session stays, every other ends; the owner gets a mail. */
  change: authedProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await refuseCommonPassword(input.newPassword, 'newPassword');
    await confirmCurrentPassword(ctx, input.currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(input.newPassword);
    const ended = await ctx.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, ctx.user.id, passwordHash);
      await recordActivity(trx, activitySource(ctx), { kind: 'password_changed', subjectUserId: ctx.user.id });
      return invalidateOtherSessions(trx, ctx.user.id, ctx.session.id);
    });
    const profile = await findProfile(ctx.db, ctx.user.id);
    await mailPasswordChanged(ctx.services, { email: ctx.user.email, fullName: profile?.fullName ?? null });
    return { ok: true as const, endedSessions: ended };
  }),
});
