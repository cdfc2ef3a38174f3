import { pendingEmailChange } from '@/db/queries/account-sessions';
import { countRecoveryCodes } from '@/db/queries/two-factor';
import { findUserById } from '@/db/queries/users';
import { authedProcedure } from '@/server/trpc/init';

/** The /account sections: the address (verified or not, a change waiting) and the second step. */
export const accountOverview = authedProcedure.query(async ({ ctx }) => {
  const { user, services } = ctx;
  const [stored, pendingEmail, recoveryCodesLeft] = await Promise.all([
    findUserById(ctx.db, user.id),
    pendingEmailChange(ctx.db, user.id),
    user.twoFactorEnabled ? countRecoveryCodes(ctx.db, user.id) : Promise.resolve(0),
  ]);
  const staff = user.role === 'admin' || user.role === 'developer';
  return {
    email: user.email,
    emailVerified: Boolean(stored?.emailVerifiedAt),
    pendingEmail,
    twoFactor: { enabled: user.twoFactorEnabled, required: staff && services.config.staffTwoFactorRequired, recoveryCodesLeft },
  };
});
