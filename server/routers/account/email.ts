import { TRPCError } from '@trpc/server';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { changeEmailSchema } from '@/src/schemas/account-security';
import { isEmailTaken, restoreWindowEnd } from '@/db/queries/account-tokens';
import { formatDateTime } from '@/src/dates';
import { findProfile } from '@/db/queries/profiles';
import { withinLimit } from '@/db/queries/rate-limits';
import { findUserById } from '@/db/queries/users';
import { createEmailChangeTokens, createVerificationToken } from '@/server/auth/email-tokens';
import { confirmCurrentPassword } from '@/server/features/accounts/current-password';
import { mailAccountExists } from '@/server/features/accounts/registration';
import { mailEmailChange, mailVerificationLink } from '@/server/features/mails/account-mails';
import { fieldError } from '@/server/trpc/field-error';
import { authedProcedure, router } from '@/server/trpc/init';

const HOUR_MS = 60 * 60 * 1000;
export const VERIFICATION_RESENDS_PER_HOUR = 3;
export const EMAIL_CHANGES_PER_HOUR = 3;

export const accountEmailRouter = router({
  /** "Verificatiemail opnieuw versturen": a fresh link (the older one stops working), at most 3 an hour. */
  resendVerification: authedProcedure.mutation(async ({ ctx }) => {
    const stored = await findUserById(ctx.db, ctx.user.id);
    if (!stored || stored.emailVerifiedAt) throw new TRPCError({ code: 'BAD_REQUEST', message: security.emailVerification.alreadyVerified });
    const limit = await withinLimit(ctx.db, { key: `verify-mail:${ctx.user.id}`, max: VERIFICATION_RESENDS_PER_HOUR, windowMs: HOUR_MS });
    if (!limit.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: security.emailVerification.resendTooMany });
    const token = await createVerificationToken(ctx.db, stored);
    const profile = await findProfile(ctx.db, ctx.user.id);
    await mailVerificationLink(ctx.services, { email: stored.email, fullName: profile?.fullName ?? null }, token);
    return { ok: true as const };
  }),

  /**
   * Takes effect only via the link mailed to the new address; the old one gets a cancel link. The same answer whether the new address is
   * free or not. Within a week of a change, the old address must consent first (auth.confirmEmail).
   */
  requestChange: authedProcedure.input(changeEmailSchema).mutation(async ({ ctx, input }) => {
    if (input.newEmail === ctx.user.email) throw fieldError('newEmail', security.emailChange.sameAsCurrent);
    await confirmCurrentPassword(ctx, input.currentPassword, 'currentPassword');
    // A week after a change, only the old address's consent opens the way to the next one.
    const restorable = await restoreWindowEnd(ctx.db, ctx.user.id, new Date());
    if (restorable) throw new TRPCError({ code: 'FORBIDDEN', message: security.emailChange.recentlyChanged(formatDateTime(restorable)) });
    const limit = await withinLimit(ctx.db, { key: `email-change:${ctx.user.id}`, max: EMAIL_CHANGES_PER_HOUR, windowMs: HOUR_MS });
    if (!limit.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: security.emailChange.tooMany });
    const { changeToken, cancelToken } = await createEmailChangeTokens(ctx.db, ctx.user, input.newEmail);
    const profile = await findProfile(ctx.db, ctx.user.id);
    const { services } = ctx;
    const change = { fullName: profile?.fullName ?? null, oldEmail: ctx.user.email, newEmail: input.newEmail, changeToken, cancelToken };
    // After the answer, so its timing says nothing about whether the new address has an account.
    services.tasks.run('email change mails', async () => {
      const taken = await isEmailTaken(services.db, input.newEmail);
      // A taken address gets the note its owner would get on registering, never a link.
      if (taken) await mailAccountExists(services, input.newEmail, 'change');
      await mailEmailChange(services, change, { toNewAddress: !taken });
    });
    return { ok: true as const, email: input.newEmail };
  }),
});
