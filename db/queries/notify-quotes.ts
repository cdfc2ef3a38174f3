import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { adminRecipients, notify } from './notifications';

// Notifications about quotes, written inside the transaction of the recipient's answer.

/** Every admin hears that a quote was accepted or declined, with a link to it. */
export async function announceQuoteAnswered(
  trx: Transaction<Database>,
  quote: { id: string; quoteNumber: string; recipientName: string; clientId: string | null; projectId?: string | null },
  answer: 'quote_accepted' | 'quote_declined',
): Promise<void> {
  await notify(trx, {
    kind: answer,
    recipients: await adminRecipients(trx),
    params: { quoteNumber: quote.quoteNumber, recipientName: quote.recipientName },
    link: `/admin/quotes/${quote.id}`,
    personId: quote.clientId,
    subjectId: quote.id,
    projectId: quote.projectId ?? null,
  });
}
