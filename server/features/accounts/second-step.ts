import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { findTwoFactor, useRecoveryCode } from '@/db/queries/two-factor';
import type { AuthUser } from '@/server/auth/authenticate';
import { knownDeviceFor, rememberDevice } from '@/server/auth/known-devices';
import { loginSucceeded, loginThrottleKey, reserveLoginAttempt } from '@/server/auth/login-throttle';
import { completeTwoFactor, type Session } from '@/server/auth/sessions';
import { isTotpCodeFormat, recoveryCodeHash, verifyTotpCode } from '@/server/auth/two-factor';
import type { Context } from '@/server/trpc/context';

type SignedIn = Context & { user: AuthUser; session: Session };

/**
 * The code after the password, in the session the password started. It counts against the same
 * per-account login limit as the password: guessing codes is as slow as guessing passwords.
 */
export async function verifySecondStep(ctx: SignedIn, code: string) {
  if (ctx.pendingStep !== 'twoFactorCode') throw new TRPCError({ code: 'BAD_REQUEST', message: security.twoFactor.notNeeded });
  const { db, user } = ctx;
  const deviceId = await knownDeviceFor(db, ctx.deviceToken, user.email);
  const attempt = await reserveLoginAttempt(db, loginThrottleKey(user.email, deviceId));
  if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(attempt.retryAfterMinutes) });
  const twoFactor = await findTwoFactor(db, user.id);
  const key = twoFactor?.totpKey;
  const valid = key
    ? isTotpCodeFormat(code)
      ? verifyTotpCode(key, code)
      : await useRecoveryCode(db, user.id, recoveryCodeHash(code))
    : false;
  if (!valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: security.twoFactor.codeInvalid });
  await loginSucceeded(db, attempt.key);
  await completeTwoFactor(db, ctx.session.id, ctx.services.config.sessions);
  if (!deviceId) {
    const device = await rememberDevice(db, user.id);
    ctx.cookies.rememberDevice(device.token, device.expiresAt);
  }
  return { ok: true as const };
}
