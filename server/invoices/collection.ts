import type { Services } from '@/server/services';

// Collecting an invoice (issue 11, part 5): a SEPA direct debit on the client's mandate after a
// pre-notification mail, or a pay link. Filled in on top of the payments core (issue 10).

/** Starts collecting a freshly created invoice. Never throws: the invoice stands, collection is retried by hand. */
export async function collectNewInvoice(_services: Services, _invoiceId: string): Promise<void> {}
