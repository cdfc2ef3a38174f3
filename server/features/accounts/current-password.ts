import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { findUserById } from '@/db/queries/users';
import type { AuthUser } from '@/server/auth/authenticate';
import { knownDeviceFor } from '@/server/auth/known-devices';
import { loginSucceeded, loginThrottleKey, reserveLoginAttempt } from '@/server/auth/login-throttle';
import { verifyPassword } from '@/server/auth/password';
import { fieldError } from '@/server/trpc/field-error';
import type { Context } from '@/server/trpc/context';

/**
 * A change to the account (password, address, second step) asks for the current password first.
 * A wrong one counts against the account's login limit, so a borrowed session cannot guess it.
 */
export async function confirmCurrentPassword(ctx: Context & { user: AuthUser }, password: string, field: string): Promise<void> {
  const { db, user } = ctx;
  const deviceId = await knownDeviceFor(db, ctx.deviceToken, user.email);
  const attempt = await reserveLoginAttempt(db, loginThrottleKey(user.email, deviceId));
  if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(attempt.retryAfterMinutes) });
  const stored = await findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, password))) throw fieldError(field, security.passwords.currentWrong);
  await loginSucceeded(db, attempt.key);
}
