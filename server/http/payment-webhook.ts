import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_WEBHOOK_PATH } from '@/server/payments/types';
import { recordModulePayment } from '@/server/features/modules/module-payments';
import { recordProviderPayment } from '@/server/features/invoices/collection';
import type { Services } from '@/server/app/services';

// POST /api/webhooks/payments, as Mollie calls it: form-encoded with only the payment's `id`.
// The body is never trusted: the payment is read from the provider and recorded by the shared
// recording function. An unknown id gets 200 and changes nothing; a provider that cannot be
// reached gets 503, so it retries.

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The webhook's and the sandbox checkout's entry for any provider id: a module payment is
 * recorded with its purchase; otherwise the invoice collection looks for it. An id neither knows
 * changes nothing.
 */
export async function recordAnyPayment(services: Services, providerPaymentId: string): Promise<void> {
  if (await recordModulePayment(services, providerPaymentId)) return;
  await recordProviderPayment(services, providerPaymentId);
}

export const paymentWebhookRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // Scoped to this plugin (no fastify-plugin wrapper), so the rest of the app keeps its own parsers.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Body: unknown }>(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
    const body = request.body;
    const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
    if (typeof id !== 'string' || !/^[\w-]{1,100}$/.test(id)) return reply.code(200).send();
    try {
      await recordAnyPayment(services, id);
    } catch (err) {
      request.log.warn({ err, paymentId: id }, 'payment webhook not recorded; the provider retries');
      return reply.code(503).send();
    }
    return reply.code(200).send();
  });
};
