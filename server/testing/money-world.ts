// Money for the access table: a one-off module anyone may try to buy for client A's project (monthly ones to add), A's checkout
// for it, and on demand A's paid invoices and purchases and a refund with its credit note, paid via the sandbox as a client would.
import { randomUUID } from 'node:crypto';
import { recordPayment } from '@/server/payments/record-payment';
import type { SandboxPayments } from '@/server/payments/sandbox';
import { callerFor, type TestEnv } from './harness';
import type { World } from './access-world';

export async function createMoneyWorld(env: TestEnv, world: World) {
  const { services } = env;
  const { db } = services;
  const sandbox = services.payments as SandboxPayments;
  const clientA = () => callerFor(services, world.users.clientA);
  const admin = () => callerFor(services, world.users.admin);

  async function newModule(title: string, isRecurring = false) {
    return (await db.insertInto('modules').values({ title, description: 'Eén extra pagina', price: '49.00', isRecurring }).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** Pays a checkout in the sandbox and records it, as the return page would. */
  async function pay(checkoutUrl: string) {
    const providerId = checkoutUrl.split('/').pop()!;
    await sandbox.sandboxComplete(providerId, 'paid');
    await recordPayment(services, providerId);
  }

  const oneOffModuleId = await newModule('Extra pagina');
  const started = await (await clientA()).client.modules.buy({ projectId: world.projectA.id, moduleId: oneOffModuleId });

  /** Client A's invoice, its debit failed, then paid through its pay link. */
  async function paidInvoice() {
    const invoiceId = await world.invoice('failed');
    await pay((await (await clientA()).client.invoices.pay({ invoiceId })).checkoutUrl);
    return invoiceId;
  }

  // A refund of client A's invoice, and its credit note.
  const refundedInvoiceOfA = await paidInvoice();
  const refund = await (await admin()).admin.invoices.refund({ invoiceId: refundedInvoiceOfA, amount: '10.00', reason: 'Korting' });

  return {
    oneOffModuleId,
    paymentOfClientA: started.paymentId,
    refundedInvoiceOfA,
    creditNoteOfA: refund.creditNote!.id,
    paidInvoice,
    /** A new monthly module, for client A to add to project A. */
    recurringModule: () => newModule(`Onderhoud ${randomUUID().slice(0, 8)}`, true),
    /** A module client A bought for project A (a new module each time, so each can be refunded). */
    async paidPurchase() {
      const moduleId = await newModule(`Module ${randomUUID().slice(0, 8)}`);
      await pay((await (await clientA()).client.modules.buy({ projectId: world.projectA.id, moduleId })).checkoutUrl);
      return (await db.selectFrom('modulePurchases').select('id').where('projectId', '=', world.projectA.id).where('moduleId', '=', moduleId).executeTakeFirstOrThrow()).id;
    },
  };
}

export type MoneyWorld = Awaited<ReturnType<typeof createMoneyWorld>>;
