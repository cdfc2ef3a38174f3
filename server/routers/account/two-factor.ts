import { TRPCError } from '@trpc/server';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { disableTwoFactorSchema, enableTwoFactorSchema } from '@/src/schemas/account-security';
import { disableTwoFactor, enableTwoFactor, pendingTotpKey } from '@/db/queries/two-factor';
import { newRecoveryCodes, newTotpKey, recoveryCodeHash, totpKeyUri, verifyTotpCode } from '@/server/auth/two-factor';
import { confirmCurrentPassword } from '@/server/features/accounts/current-password';
import { fieldError } from '@/server/trpc/field-error';
import { authedProcedure, router, sessionProcedure } from '@/server/trpc/init';
import type { Context } from '@/server/trpc/context';
import type { AuthUser } from '@/server/auth/authenticate';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

/**
 * Setting up the second step is open to a staff member who must do it before anything else
 * (sessionProcedure), never to a session that still owes a code: that user has it set up already.
 */
function refuseWhenEnabled(user: AuthUser) {
  if (user.twoFactorEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.alreadyOn });
}

const isStaff = (user: AuthUser) => user.role === 'admin' || user.role === 'developer';

export const accountTwoFactorRouter = router({
  /** The key being set up, as a QR code's address and as text; the same key until it is confirmed. */
  setup: sessionProcedure.query(async ({ ctx }) => {
    refuseWhenEnabled(ctx.user);
    const key = await pendingTotpKey(ctx.db, ctx.user.id, newTotpKey());
    if (!key) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.alreadyOn });
    return { secret: key, keyUri: totpKeyUri(ctx.user.email, key), required: isStaff(ctx.user) && ctx.services.config.staffTwoFactorRequired };
  }),

  /** One code from the app turns it on; the 10 recovery codes are shown this once. Other sessions end. */
  enable: sessionProcedure.input(enableTwoFactorSchema).mutation(async ({ ctx, input }) => {
    refuseWhenEnabled(ctx.user);
    const key = await pendingTotpKey(ctx.db, ctx.user.id, newTotpKey());
    if (!key || !verifyTotpCode(key, input.code)) throw fieldError('code', security.twoFactor.codeInvalid);
    const recoveryCodes = newRecoveryCodes();
    const enabled = await ctx.db.transaction().execute(async (trx) => {
      const done = await enableTwoFactor(trx, { userId: ctx.user.id, key, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash), sessionId: ctx.session.id });
      if (done) await recordActivity(trx, activitySource(ctx), { kind: 'two_factor_enabled', subjectUserId: ctx.user.id });
      return done;
    });
    if (!enabled) throw fieldError('code', security.twoFactor.codeInvalid);
    return { recoveryCodes };
  }),

  /** A client may turn it off again with their password; for staff it stays while it is required. */
  disable: authedProcedure.input(disableTwoFactorSchema).mutation(async ({ ctx, input }) => {
    if (!ctx.user.twoFactorEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.notOn });
    if (isStaff(ctx.user) && ctx.services.config.staffTwoFactorRequired) {
      throw new TRPCError({ code: 'FORBIDDEN', message: security.twoFactor.cannotTurnOff });
    }
    await confirmCurrentPassword(ctx as Context & { user: AuthUser }, input.password, 'password');
    await ctx.db.transaction().execute(async (trx) => {
      await disableTwoFactor(trx, ctx.user.id);
      await recordActivity(trx, activitySource(ctx), { kind: 'two_factor_disabled', subjectUserId: ctx.user.id });
    });
    return { ok: true as const };
  }),
});
