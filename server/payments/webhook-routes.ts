import type { FastifyPluginAsync } from 'fastify';
import { recordPayment, type PaymentServices } from './record-payment';
import { PAYMENT_WEBHOOK_PATH } from './types';

// The body (Mollie's form with only the `id`) is never trusted: the payment is read from the provider and recorded by the one function.
// An unknown id gets 200 and changes nothing; an unreachable provider (or failed work after the recording) gets 503, so it retries.

const FORM_TYPE = 'application/x-www-form-urlencoded';

export function paymentWebhookRoutes<S extends PaymentServices<S>>(): FastifyPluginAsync<{ services: S }> {
  return async (app, { services }) => {
    // Scoped to this plugin (no fastify-plugin wrapper), so the rest of the app keeps its own parsers.
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post<{ Body: unknown }>(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const body = request.body;
      const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
      if (typeof id !== 'string' || !/^[\w-]{1,100}$/.test(id)) return reply.code(200).send();
      try {
        await recordPayment(services, id);
      } catch (err) {
        request.log.warn({ err, paymentId: id }, 'payment webhook not recorded; the provider retries');
        return reply.code(503).send();
      }
      return reply.code(200).send();
    });
  };
}
