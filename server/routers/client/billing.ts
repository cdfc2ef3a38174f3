import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { canSetUpMandate } from '@/src/domain/statuses';
import { mandateSchema } from '@/src/schemas/mandate';
import { findProfile } from '@/db/queries/profiles';
import {
  findOwnMandate,
  savePaymentCustomer,
  toMandateView,
  updateMandateStatus,
} from '@/db/queries/payment-customers';
import { clientProcedure, router } from '@/server/trpc/init';
import { createSepaMandate, paymentProviderTrpcError } from '@/server/payments/sepa-mandate';

export const clientBillingRouter = router({
  /** The payment method card: status null means no mandate has been set up. */
  mandate: clientProcedure.query(async ({ ctx }) => toMandateView(await findOwnMandate(ctx.db, ctx.user))),

  /** The mandate dialog (account page and invoices page): a first set-up, or the retry of a pending or failed mandate. */
  setupMandate: clientProcedure.input(mandateSchema).mutation(async ({ ctx, input }) => {
    const userId = ctx.user.id;
    const [customer, profile] = await Promise.all([findOwnMandate(ctx.db, ctx.user), findProfile(ctx.db, userId)]);
    if (!canSetUpMandate(customer?.mandateStatus)) {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: paymentsText.payments.mandateAlreadyActive });
    }
    const mandate = await createSepaMandate(
      ctx.services.payments,
      ctx.log,
      {
        existingCustomerId: customer?.providerCustomerId ?? null,
        customerName: profile?.companyName || profile?.fullName || ctx.user.email,
        email: ctx.user.email,
        consumerName: input.consumerName,
        iban: input.iban,
      },
      paymentsText.payments.mandateSetupFailed,
    );
    return savePaymentCustomer(ctx.db, {
      userId,
      providerCustomerId: mandate.customerId,
      mandateId: mandate.mandateId,
      mandateStatus: mandate.status,
      iban: input.iban,
      accountHolder: input.consumerName,
    });
  }),

  /** Reads the mandate's current status from the provider (a pending one may have become valid). */
  refreshMandate: clientProcedure.mutation(async ({ ctx }) => {
    const userId = ctx.user.id;
    const customer = await findOwnMandate(ctx.db, ctx.user);
    if (!customer?.mandateId) return toMandateView(customer);
    const mandateId = customer.mandateId;
    const current = await ctx.services.payments
      .getMandate({ customerId: customer.providerCustomerId, mandateId })
      .catch((error: unknown) => {
        throw paymentProviderTrpcError(error, ctx.log, nl.generic.loadFailed);
      });
    await updateMandateStatus(ctx.db, { userId, mandateId, mandateStatus: current.status });
    return toMandateView(await findOwnMandate(ctx.db, ctx.user));
  }),
});
