import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { isProfileComplete } from '@/src/domain/profile';
import type { z } from 'zod';
import type { completeOnboardingSchema } from '@/src/schemas/onboarding';
import { findProfile, saveCompanyDetails } from '@/db/queries/profiles';
import { findOwnMandate, recordOnboardingMandate } from '@/db/queries/payment-customers';
import { markQuoteOnboarded } from '@/db/queries/quote-acceptance';
import { activitySource, type Context } from '@/server/trpc/context';
import type { AuthUser } from '@/server/auth/authenticate';
import { openOnboardingMandate } from '@/server/payments/sepa-mandate';
import { collectNewInvoice } from '@/server/features/invoices/collection';
import { invoiceQuoteSale } from './quote-invoice';

// A quote's client starts onboarding at the company-details and SEPA-mandate step: package and project exist already, so finishing
// saves the details and mandate, makes no second project, and bills the quote's one-off lines once.

type Completion = z.output<typeof completeOnboardingSchema>;

export async function finishQuoteOnboarding(ctx: Context & { user: AuthUser }, input: Completion, quote: { id: string; projectId: string }) {
  const userId = ctx.user.id;
  const { projectId } = quote;
  const [profile, customer] = await Promise.all([findProfile(ctx.db, userId), findOwnMandate(ctx.db, ctx.user)]);
  const { details } = input;
  const mandateActive = customer?.mandateStatus === 'valid';
  const newMandate = details && input.mandate ? { ...input.mandate, customerName: details.companyName } : undefined;
  if ((!details && !isProfileComplete(profile)) || (!newMandate && !mandateActive)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: nl.validation.onboardingRequired });
  }
  if (input.mandate && mandateActive) throw new TRPCError({ code: 'CONFLICT', message: paymentsText.payments.mandateAlreadyActive });
  const mandate = await openOnboardingMandate(ctx.services.payments, ctx.log, { email: ctx.user.email, providerCustomerId: customer?.providerCustomerId ?? null }, newMandate);
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (details) await saveCompanyDetails(trx, userId, details);
    const payment = await recordOnboardingMandate(trx, userId, mandate, newMandate, customer);
    const firstCompletion = await markQuoteOnboarded(trx, quote.id, ctx.services.clock.now());
    const invoice = firstCompletion ? await invoiceQuoteSale(trx, ctx.services, { id: quote.id, clientId: userId, projectId }, activitySource(ctx)) : undefined;
    return { projectId, mandateStatus: payment.status, invoiceId: invoice?.id };
  });
  if (done.invoiceId) await collectNewInvoice(ctx.services, done.invoiceId, ctx.log);
  return { projectId: done.projectId, mandateStatus: done.mandateStatus };
}
