import { router } from '@/server/trpc/init';
import { accountEmailRouter } from './email';
import { accountOverview } from './overview';
import { accountPasswordRouter } from './password';
import { accountSessionsRouter } from './sessions';
import { accountTwoFactorRouter } from './two-factor';
import { accountPrivacyRouter } from './privacy';

/** The signed-in user's own account, whatever their role: address, password, sessions and the second step. */
export const accountRouter = router({
  overview: accountOverview,
  email: accountEmailRouter,
  password: accountPasswordRouter,
  sessions: accountSessionsRouter,
  twoFactor: accountTwoFactorRouter,
  privacy: accountPrivacyRouter,
});
