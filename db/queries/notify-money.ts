import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { adminRecipients, notify, type NotificationRecipient } from './notifications';

// Money notifications, called inside the transaction that records the event (invoice, failed debit, chargeback, module bought).
// Each looks up what its sentence needs, so a caller passes only ids.

type Trx = Transaction<Database>;

async function invoiceFacts(trx: Trx, invoiceId: string) {
  return trx.selectFrom('invoices').select(['id', 'userId', 'invoiceNumber', 'totalAmount']).where('id', '=', invoiceId).executeTakeFirst();
}

const clientOf = (userId: string): NotificationRecipient[] => [{ id: userId, role: 'client' }];

/** The client: a new invoice is ready ("Factuur 2026-0001 van € 36,30 staat klaar"). */
export async function announceInvoiceIssued(trx: Trx, invoiceId: string): Promise<void> {
  const invoice = await invoiceFacts(trx, invoiceId);
  if (!invoice?.userId) return;
  await notify(trx, {
    kind: 'invoice_issued',
    recipients: clientOf(invoice.userId),
    params: { invoiceNumber: invoice.invoiceNumber, amount: invoice.totalAmount },
    link: '/invoices',
    subjectId: invoice.id,
  });
}

/** The client (pay by link) and every admin: the direct debit of an invoice failed. */
export async function announceDebitFailed(trx: Trx, invoiceId: string): Promise<void> {
  const invoice = await invoiceFacts(trx, invoiceId);
  if (!invoice) return;
  const params = { invoiceNumber: invoice.invoiceNumber, amount: invoice.totalAmount };
  if (invoice.userId) {
    await notify(trx, { kind: 'debit_failed', recipients: clientOf(invoice.userId), params, link: `/invoices?betalen=${invoice.id}`, subjectId: invoice.id });
  }
  await notify(trx, {
    kind: 'client_debit_failed',
    recipients: await adminRecipients(trx),
    params,
    link: `/admin/invoices?q=${encodeURIComponent(invoice.invoiceNumber)}`,
    personId: invoice.userId,
    subjectId: invoice.id,
  });
}

/** The client: a paid invoice was charged back (a pay link follows). */
export async function announceChargedBack(trx: Trx, invoiceId: string): Promise<void> {
  const invoice = await invoiceFacts(trx, invoiceId);
  if (!invoice?.userId) return;
  await notify(trx, {
    kind: 'charged_back',
    recipients: clientOf(invoice.userId),
    params: { invoiceNumber: invoice.invoiceNumber, amount: invoice.totalAmount },
    link: `/invoices?betalen=${invoice.id}`,
    subjectId: invoice.id,
  });
}

/** Every admin: a client bought a module for a project (after addPurchasedModule, with the same ids). */
export async function announceModuleBought(trx: Trx, purchase: { projectId: string; moduleId: string }): Promise<void> {
  const row = await trx
    .selectFrom('modulePurchases as purchase')
    .innerJoin('projects', 'projects.id', 'purchase.projectId')
    .select(['purchase.id', 'purchase.title', 'purchase.price', 'projects.clientId'])
    .where('purchase.projectId', '=', purchase.projectId)
    .where('purchase.moduleId', '=', purchase.moduleId)
    .executeTakeFirst();
  if (!row) return;
  await notify(trx, {
    kind: 'module_bought',
    recipients: await adminRecipients(trx),
    params: { moduleTitle: row.title, amount: row.price },
    link: `/admin/projects/${purchase.projectId}`,
    personId: row.clientId,
    projectId: purchase.projectId,
    subjectId: row.id,
  });
}
