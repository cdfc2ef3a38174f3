import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { projectText } from '@/src/text/nl/project';
import { isProfileComplete } from '@/src/domain/profile';
import { MAX_PROJECTS_PER_CLIENT } from '@/src/domain/packages';
import { completeOnboardingSchema } from '@/src/schemas/onboarding';
import { countProjectsOfLocked, createProjectWithTimeline } from '@/db/queries/project-creation';
import { findProfile } from '@/db/queries/profiles';
import { findOwnMandate, savePaymentCustomer, toMandateView } from '@/db/queries/payment-customers';
import { announceClientOnboarded } from '@/db/queries/notify-account';
import { authedProcedure, router, verifiedEmail } from '@/server/trpc/init';
import { createSepaMandate } from '@/server/payments/sepa-mandate';

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
  /**
   * Finishes onboarding. The provider is called first (customer, then mandate) and only then are the
   * profile, project, timeline, role and payment record written in one transaction: a provider
   * refusal leaves no project and no payment row behind.
   *
   * Bounded: one project per call; a client who has a project gets another only with
   * `intent: 'new'`, and a valid mandate is never replaced here (that is /invoices' business).
   */
  complete: onboardingProcedure.input(completeOnboardingSchema).mutation(async ({ ctx, input }) => {
    const userId = ctx.user.id;
    const [profile, customer] = await Promise.all([findProfile(ctx.db, userId), findOwnMandate(ctx.db, ctx.user)]);
    const { details } = input;
    if (!details && !isProfileComplete(profile)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: nl.validation.onboardingRequired });
    }
    if (details && customer?.mandateStatus === 'valid') {
      throw new TRPCError({ code: 'CONFLICT', message: paymentsText.payments.mandateAlreadyActive });
    }
    const refuseSecondFirst = (projects: number) => {
      if (projects > 0 && input.intent !== 'new') throw new TRPCError({ code: 'CONFLICT', message: projectText.project.alreadyOnboarded });
      if (projects >= MAX_PROJECTS_PER_CLIENT) throw new TRPCError({ code: 'CONFLICT', message: projectText.project.tooMany(MAX_PROJECTS_PER_CLIENT) });
    };
    // Asked before the provider is called, and again under the lock where it counts.
    refuseSecondFirst(await ctx.db.transaction().execute((trx) => countProjectsOfLocked(trx, userId)));
    const mandate = details
      ? await createSepaMandate(
          ctx.services.payments,
          ctx.log,
          {
            existingCustomerId: customer?.providerCustomerId ?? null,
            customerName: details.companyName,
            email: ctx.user.email,
            consumerName: details.accountHolderName,
            iban: details.iban,
          },
          paymentsText.payments.mandateFailed,
        )
      : null;
    const written = ctx.db.transaction().execute(async (trx) => {
      const projectsBefore = await countProjectsOfLocked(trx, userId);
      refuseSecondFirst(projectsBefore);
      if (details) {
        await trx
          .updateTable('profiles')
          .set({
            companyName: details.companyName,
            phone: details.phone,
            address: details.address,
            kvkNumber: details.kvkNumber,
            btwNumber: details.btwNumber,
            updatedAt: new Date(),
          })
          .where('id', '=', userId)
          .execute();
      }
      const project = await createProjectWithTimeline(trx, { clientId: userId, packageType: input.packageType });
      // The admins hear of a new client, not of every further project.
      if (projectsBefore === 0) await announceClientOnboarded(trx, project);
      const payment =
        details && mandate
          ? await savePaymentCustomer(trx, {
              userId,
              providerCustomerId: mandate.customerId,
              mandateId: mandate.mandateId,
              mandateStatus: mandate.status,
              iban: details.iban,
              accountHolder: details.accountHolderName,
            })
          : toMandateView(customer);
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
