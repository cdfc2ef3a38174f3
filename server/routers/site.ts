import { DEV_MAILBOX_PATH } from '@/server/mail/dev-mailbox';
import { publicProcedure, router } from '@/server/trpc/init';

// What every visitor may read about the site itself, signed in or not.
export const siteRouter = router({
  /** The general terms clients accept in onboarding (TERMS_TEXT). */
  terms: publicProcedure.query(({ ctx }) => ({ text: ctx.services.config.terms })),

  /** Where stored mail is read in development without SMTP; null everywhere else (production always). */
  devMailbox: publicProcedure.query(({ ctx }) => ({ path: ctx.services.devMailbox ? DEV_MAILBOX_PATH : null })),
});
