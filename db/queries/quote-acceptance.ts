import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';

// What a quote's acceptance writes and reads afterwards: the account it links, the purchases it
// makes, the onboarding step its client still owes, and the quotes in a person's data export.

type Db = Kysely<Database> | Transaction<Database>;

/** The account an address already has, with its role, as an accepted quote links it. */
export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('userRoles', 'userRoles.userId', 'users.id')
    .select(['users.id', 'userRoles.role'])
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The quote's modules become the project's purchases, at the quote's prices (monthly ones on its monthly invoice). */
export async function insertQuotePurchases(trx: Transaction<Database>, quoteId: string, projectId: string, at: Date): Promise<void> {
  await trx
    .insertInto('modulePurchases')
    .columns(['projectId', 'moduleId', 'title', 'price', 'isRecurring', 'purchasedAt'])
    .expression((eb) =>
      eb
        .selectFrom('quoteLines')
        .innerJoin('modules', 'modules.id', 'quoteLines.moduleId')
        .select((inner) => [
          inner.val(projectId).as('projectId'),
          'quoteLines.moduleId',
          'modules.title',
          'quoteLines.unitPrice',
          'quoteLines.recurring',
          inner.val(at).as('purchasedAt'),
        ])
        .where('quoteLines.quoteId', '=', quoteId)
        .where('quoteLines.kind', '=', 'module')
        .orderBy('quoteLines.position'),
    )
    .execute();
}

/** The accepted quote whose project still waits for onboarding's company details and mandate. */
export function findQuoteAwaitingOnboarding(db: Db, clientId: string) {
  return db
    .selectFrom('quotes')
    .innerJoin('projects', 'projects.id', 'quotes.projectId')
    .select(['quotes.id', 'projects.id as projectId', 'quotes.packageType'])
    .where('quotes.clientId', '=', clientId)
    .where('quotes.status', '=', 'geaccepteerd')
    .where('quotes.onboardedAt', 'is', null)
    .orderBy('quotes.decidedAt')
    .executeTakeFirst();
}

/** True for the one call that moved it: a racing second completion waits for the row, then finds it onboarded. */
export async function markQuoteOnboarded(trx: Transaction<Database>, quoteId: string, now: Date): Promise<boolean> {
  const moved = await trx.updateTable('quotes').set({ onboardedAt: now }).where('id', '=', quoteId).where('onboardedAt', 'is', null).executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** The quote's one-off module purchases read as billed by the quote's invoice (they have no payment of their own). */
export async function linkQuotePurchasesToInvoice(trx: Transaction<Database>, quote: { id: string; projectId: string }, invoiceId: string) {
  await trx
    .updateTable('modulePurchases')
    .set({ invoiceId })
    .where('projectId', '=', quote.projectId)
    .where('isRecurring', '=', false)
    .where('paymentId', 'is', null)
    .where('moduleId', 'in', (eb) =>
      eb.selectFrom('quoteLines').select('quoteLines.moduleId').where('quoteLines.quoteId', '=', quote.id).where('quoteLines.kind', '=', 'module').where('quoteLines.recurring', '=', false),
    )
    .execute();
}

/** The quotes sent to a person's account, with their lines and signature, for their data export. */
export async function quotesForExport(db: Db, userId: string) {
  const quotes = await db
    .selectFrom('quotes')
    .select([
      'id', 'quoteNumber', 'status', 'recipientName', 'recipientCompany', 'recipientEmail', 'packageType', 'introduction', 'validUntil',
      'oneOffSubtotal', 'oneOffTotal', 'monthlySubtotal', 'monthlyTotal', 'terms', 'pdfSha256', 'createdAt', 'sentAt', 'viewedAt', 'decidedAt', 'declineReason', 'projectId',
    ])
    .where('clientId', '=', userId)
    .where('status', '<>', 'concept')
    .orderBy('createdAt')
    .execute();
  if (quotes.length === 0) return [];
  const ids = quotes.map((quote) => quote.id);
  const [lines, signatures] = await Promise.all([
    db.selectFrom('quoteLines').select(['quoteId', 'kind', 'recurring', 'description', 'quantity', 'unitPrice', 'vatRate', 'reverseCharge']).where('quoteId', 'in', ids).orderBy('quoteId').orderBy('position').execute(),
    db.selectFrom('quoteSignatures').select(['quoteId', 'fullName', 'agreed', 'signedAt', 'network', 'userAgent', 'pdfSha256']).where('quoteId', 'in', ids).execute(),
  ]);
  return quotes.map((quote) => ({
    ...quote,
    lines: lines.filter((line) => line.quoteId === quote.id).map(({ quoteId: _quoteId, ...line }) => line),
    signature: signatures.find((signature) => signature.quoteId === quote.id) ?? null,
  }));
}
