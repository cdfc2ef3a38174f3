import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { acceptTotpStep, findTwoFactor, useRecoveryCode } from '@/db/queries/two-factor';
import type { AuthUser } from '@/server/auth/authenticate';
import { knownDeviceFor, rememberDevice } from '@/server/auth/known-devices';
import { loginSucceeded, loginThrottleKey, reserveLoginAttempt } from '@/server/auth/login-throttle';
import { createSession, invalidateSession, type Session } from '@/server/auth/sessions';
import { isTotpCodeFormat, recoveryCodeHash, totpStepOf } from '@/server/auth/two-factor';
import type { Context } from '@/server/trpc/context';

type SignedIn = Context & { user: AuthUser; session: Session };

/** A code from the app counts once: its time step must be later than the last one accepted. */
async function takeCode(ctx: SignedIn, key: string, code: string): Promise<boolean> {
  if (!isTotpCodeFormat(code)) return useRecoveryCode(ctx.db, ctx.user.id, recoveryCodeHash(code));
  const step = totpStepOf(key, code);
  return step !== null && acceptTotpStep(ctx.db, ctx.user.id, key, step);
}

/**
 * Counts against the same per-account login limit as the password, so guessing codes is as slow as guessing passwords.
 * A right code starts a new session (a new cookie) and ends the half-signed-in one.
 */
export async function verifySecondStep(ctx: SignedIn, code: string) {
  if (ctx.pendingStep !== 'twoFactorCode') throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.notNeeded });
  const { db, user } = ctx;
  const deviceId = await knownDeviceFor(db, ctx.deviceToken, user.email);
  const attempt = await reserveLoginAttempt(db, loginThrottleKey(user.email, deviceId));
  if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(attempt.retryAfterMinutes) });
  const key = (await findTwoFactor(db, user.id))?.totpKey;
  if (!key || !(await takeCode(ctx, key, code))) throw new TRPCError({ code: 'UNAUTHORIZED', message: security.twoFactor.codeInvalid });
  await loginSucceeded(db, attempt.key);
  const policy = ctx.services.config.sessions;
  const started = await db.transaction().execute(async (trx) => {
    await invalidateSession(trx, ctx.session.id);
    return createSession(trx, user.id, policy, new Date(), { device: ctx.device, twoFactorVerified: true });
  });
  ctx.cookies.set(started.token, started.cookieExpiresAt);
  if (!deviceId) {
    const device = await rememberDevice(db, user.id);
    ctx.cookies.rememberDevice(device.token, device.expiresAt);
  }
  return { ok: true as const };
}
