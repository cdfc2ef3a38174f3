import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { oneOffLines } from '@/src/domain/quotes';
import { listQuoteLines } from '@/db/queries/quotes';
import { linkQuotePurchasesToInvoice } from '@/db/queries/quote-acceptance';
import type { ActivitySource } from '@/db/queries/activity';
import type { Services } from '@/server/services';
import { issueInvoice } from '@/server/features/invoices/create-invoice';

// The monthly invoicing bills the package and recurring modules; this bills the rest of an accepted quote once, when the client has
// given the company details and the mandate the invoice copies.

/**
 * Issues the quote's invoice inside the onboarding's transaction, for the quote's project, due on
 * the usual term; undefined when the quote has no one-off lines. The caller collects it after commit.
 */
export async function invoiceQuoteSale(trx: Transaction<Database>, services: Services, quote: { id: string; clientId: string; projectId: string }, source: ActivitySource) {
  const lines = oneOffLines(await listQuoteLines(trx, quote.id));
  if (lines.length === 0) return undefined;
  const invoice = await issueInvoice(
    trx,
    services,
    { userId: quote.clientId, projectId: quote.projectId, lines, dueDate: null, isRecurring: false, recurringDay: null, quoteId: quote.id },
    source,
  );
  await linkQuotePurchasesToInvoice(trx, quote, invoice.id);
  return invoice;
}
