import { TRPCError } from '@trpc/server';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { disableTwoFactorSchema, enableTwoFactorSchema, newRecoveryCodesSchema } from '@/src/schemas/account-security';
import { disableTwoFactor, enableTwoFactor, pendingTotpKey, replaceRecoveryCodes } from '@/db/queries/two-factor';
import { newRecoveryCodes, newTotpKey, recoveryCodeHash, totpKeyUri, totpStepOf } from '@/server/auth/two-factor';
import { confirmCurrentPassword } from '@/server/features/accounts/current-password';
import { tellOwner } from '@/server/features/accounts/two-factor-changes';
import { fieldError } from '@/server/trpc/field-error';
import { authedProcedure, router, sessionProcedure } from '@/server/trpc/init';
import type { AuthUser } from '@/server/auth/authenticate';
import { recordActivity } from '@/db/queries/activity';
import { createSession } from '@/server/auth/sessions';
import { activitySource } from '@/server/trpc/context';

/**
 * Setting up the second step is open to a staff member who must do it before anything else
 * (sessionProcedure), never to a session that still owes a code: that user has it set up already.
 */
function refuseWhenEnabled(user: AuthUser) {
  if (user.twoFactorEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.alreadyOn });
}

const isStaff = (user: AuthUser) => user.role === 'admin' || user.role === 'developer';

// Changes ask for the current password, like every security change on /account, so a borrowed session cannot put its own phone between
// the owner and their account. A wrong password counts against the account's login limit; the owner gets a mail.
export const accountTwoFactorRouter = router({
  /** The key being set up, as a QR code's address and as text; the same key until it is confirmed. */
  setup: sessionProcedure.query(async ({ ctx }) => {
    refuseWhenEnabled(ctx.user);
    const key = await pendingTotpKey(ctx.db, ctx.user.id, newTotpKey());
    if (!key) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.alreadyOn });
    return { secret: key, keyUri: totpKeyUri(ctx.user.email, key), required: isStaff(ctx.user) && ctx.services.config.staffTwoFactorRequired };
  }),

  /**
   * The password and one code from the app turn it on; the 10 recovery codes are shown this once.
   * Every session ends and this browser gets a new one, as after the second step at sign-in.
   */
  enable: sessionProcedure.input(enableTwoFactorSchema).mutation(async ({ ctx, input }) => {
    refuseWhenEnabled(ctx.user);
    await confirmCurrentPassword(ctx, input.password, 'password');
    const key = await pendingTotpKey(ctx.db, ctx.user.id, newTotpKey());
    const step = key ? totpStepOf(key, input.code) : null;
    if (!key || step === null) throw fieldError('code', security.twoFactor.codeInvalid);
    const recoveryCodes = newRecoveryCodes();
    const started = await ctx.db.transaction().execute(async (trx) => {
      const done = await enableTwoFactor(trx, { userId: ctx.user.id, key, step, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash) });
      if (!done) return undefined;
      await recordActivity(trx, activitySource(ctx), { kind: 'two_factor_enabled', subjectUserId: ctx.user.id });
      return createSession(trx, ctx.user.id, ctx.services.config.sessions, new Date(), { device: ctx.device, twoFactorVerified: true });
    });
    if (!started) throw fieldError('code', security.twoFactor.codeInvalid);
    ctx.cookies.set(started.token, started.cookieExpiresAt);
    await tellOwner(ctx.services, ctx.log, ctx.user.id, 'on');
    return { recoveryCodes };
  }),

  /** A client may turn it off again with their password; for staff it stays while it is required. */
  disable: authedProcedure.input(disableTwoFactorSchema).mutation(async ({ ctx, input }) => {
    if (!ctx.user.twoFactorEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.notOn });
    if (isStaff(ctx.user) && ctx.services.config.staffTwoFactorRequired) {
      throw new TRPCError({ code: 'FORBIDDEN', message: security.twoFactor.cannotTurnOff });
    }
    await confirmCurrentPassword(ctx, input.password, 'password');
    await ctx.db.transaction().execute(async (trx) => {
      await disableTwoFactor(trx, ctx.user.id);
      await recordActivity(trx, activitySource(ctx), { kind: 'two_factor_disabled', subjectUserId: ctx.user.id });
    });
    await tellOwner(ctx.services, ctx.log, ctx.user.id, 'off');
    return { ok: true as const };
  }),

  /** Ten new recovery codes, shown this once; the earlier ones stop working. */
  newRecoveryCodes: authedProcedure.input(newRecoveryCodesSchema).mutation(async ({ ctx, input }) => {
    if (!ctx.user.twoFactorEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.notOn });
    await confirmCurrentPassword(ctx, input.password, 'password');
    const recoveryCodes = newRecoveryCodes();
    await ctx.db.transaction().execute(async (trx) => {
      await replaceRecoveryCodes(trx, ctx.user.id, recoveryCodes.map(recoveryCodeHash));
      await recordActivity(trx, activitySource(ctx), { kind: 'recovery_codes_renewed', subjectUserId: ctx.user.id });
    });
    await tellOwner(ctx.services, ctx.log, ctx.user.id, 'newRecoveryCodes');
    return { recoveryCodes };
  }),
});
