import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { projectText } from '@/src/text/nl/project';
import { isProfileComplete } from '@/src/domain/profile';
import { MAX_PROJECTS_PER_CLIENT } from '@/src/domain/packages';
import { completeOnboardingSchema } from '@/src/schemas/onboarding';
import { countProjectsOfLocked, createProjectWithTimeline } from '@/db/queries/project-creation';
import { findProfile, saveCompanyDetails } from '@/db/queries/profiles';
import { findOwnMandate, recordOnboardingMandate } from '@/db/queries/payment-customers';
import { announceClientOnboarded } from '@/db/queries/notify-account';
import { authedProcedure, router, verifiedEmail } from '@/server/trpc/init';
import { openOnboardingMandate } from '@/server/payments/sepa-mandate';
import { findQuoteAwaitingOnboarding } from '@/db/queries/quote-acceptance';
import { finishQuoteOnboarding } from '@/server/features/quotes/quote-onboarding';

/** A fresh registration has no role yet and becomes a client by onboarding, once its address is verified; staff cannot onboard. */
const onboardingProcedure = authedProcedure
  .use(({ ctx, next }) => {
    if (ctx.user.role !== null && ctx.user.role !== 'client') {
      throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    }
    return next();
  })
  .use(verifiedEmail);

export const clientOnboardingRouter = router({
  /** What step 2 asks: with an active SEPA mandate only the company details, never a new mandate. */
  status: onboardingProcedure.query(async ({ ctx }) => {
    const [customer, fromQuote] = await Promise.all([findOwnMandate(ctx.db, ctx.user), findQuoteAwaitingOnboarding(ctx.db, ctx.user.id)]);
    return {
      mandateActive: customer?.mandateStatus === 'valid',
      /** The project an accepted quote made, waiting for this step's company details and mandate. */
      quoteProject: fromQuote?.projectId ? { projectId: fromQuote.projectId, packageType: fromQuote.packageType } : null,
    };
  }),

  /**
   * The provider is called first (customer, then mandate), then all is written in one transaction, so a refusal leaves no project or
   * payment row. One project per call (another only with `intent: 'new'`); a valid mandate is never replaced here (/invoices' business).
   */
  complete: onboardingProcedure.input(completeOnboardingSchema).mutation(async ({ ctx, input }) => {
    const userId = ctx.user.id;
    // A project from an accepted quote exists already: this step completes it, and makes none.
    const fromQuote = await findQuoteAwaitingOnboarding(ctx.db, userId);
    if (fromQuote) return finishQuoteOnboarding(ctx, input, fromQuote);
    const [profile, customer] = await Promise.all([findProfile(ctx.db, userId), findOwnMandate(ctx.db, ctx.user)]);
    const { details } = input;
    const mandateActive = customer?.mandateStatus === 'valid';
    const newMandate = details && input.mandate ? { ...input.mandate, customerName: details.companyName } : undefined;
    if ((!details && !isProfileComplete(profile)) || (details && !newMandate && !mandateActive)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: nl.validation.onboardingRequired });
    }
    if (input.mandate && mandateActive) {
      throw new TRPCError({ code: 'CONFLICT', message: paymentsText.payments.mandateAlreadyActive });
    }
    const refuseSecondFirst = (projects: number) => {
      if (projects > 0 && input.intent !== 'new') throw new TRPCError({ code: 'CONFLICT', message: projectText.project.alreadyOnboarded });
      if (projects >= MAX_PROJECTS_PER_CLIENT) throw new TRPCError({ code: 'CONFLICT', message: projectText.project.tooMany(MAX_PROJECTS_PER_CLIENT) });
    };
    // Asked before the provider is called, and again under the lock where it counts.
    refuseSecondFirst(await ctx.db.transaction().execute((trx) => countProjectsOfLocked(trx, userId)));
    const mandate = await openOnboardingMandate(ctx.services.payments, ctx.log, { email: ctx.user.email, providerCustomerId: customer?.providerCustomerId ?? null }, newMandate);
    const written = ctx.db.transaction().execute(async (trx) => {
      const projectsBefore = await countProjectsOfLocked(trx, userId);
      refuseSecondFirst(projectsBefore);
      if (details) await saveCompanyDetails(trx, userId, details);
      const project = await createProjectWithTimeline(trx, { clientId: userId, packageType: input.packageType });
      // The admins hear of a new client, not of every further project.
      if (projectsBefore === 0) await announceClientOnboarded(trx, project);
      const payment = await recordOnboardingMandate(trx, userId, mandate, newMandate, customer);
      return { projectId: project.id, mandateStatus: payment.status };
    });
    return written.catch((error: unknown) => {
      // The provider already holds this mandate; log its ids so it can be revoked by hand.
      if (mandate) {
        const ids = { customerId: mandate.customerId, mandateId: mandate.mandateId };
        ctx.log.error({ err: error, ...ids }, 'onboarding not saved after the mandate was created');
      }
      throw error;
    });
  }),
});
