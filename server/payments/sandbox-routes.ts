import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatEuro } from '@/src/domain/money';
import { PAYMENT_STATUS_LABELS, isOpenPayment } from '@/src/domain/statuses';
import { moneyToCents } from '@/src/domain/money';
import {
  SANDBOX_BANK_EVENTS,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_OUTCOMES,
  type SandboxBankEvent,
  type SandboxCheckout,
  type SandboxOutcome,
  type SandboxPayments,
} from './sandbox';

// Mollie's hosted checkout in test mode: the tester picks an open payment's outcome, then the bank's later "Terugboeken" and its reversal.
// POST goes through the app's webhook handler (the real recording path). Register WITHOUT a prefix (absolute paths), only for the sandbox.

export interface SandboxCheckoutRoutesOptions {
  payments: SandboxPayments;
  /** Called after every POST, like Mollie calls the webhook; the handler must be idempotent. */
  onSettled: (paymentId: string) => Promise<void>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const OUTCOME_LABELS: Record<SandboxOutcome | SandboxBankEvent, string> = {
  paid: 'Betaald',
  failed: 'Mislukt',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
  chargeback: 'Terugboeken',
  chargeback_reversed: 'Terugboeking intrekken',
};

/** What the tester may choose now: an outcome while the payment is open, the bank's next step once it is paid. */
function choicesFor(payment: SandboxCheckout): readonly (SandboxOutcome | SandboxBankEvent)[] {
  if (isOpenPayment(payment.status)) return SANDBOX_OUTCOMES;
  if (payment.status !== 'paid') return [];
  return moneyToCents(payment.chargedBackAmount) > 0 ? ['chargeback_reversed'] : moneyToCents(payment.refundedAmount) < moneyToCents(payment.amount) ? ['chargeback'] : [];
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{font-size:.875rem;color:#71717a;margin:0 0 1.5rem}
.amount{font-size:2rem;font-weight:700;margin:0 0 .5rem}
.description{margin:0 0 1.5rem;overflow-wrap:anywhere}
form{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button,a.button{flex:1;padding:.75rem 1rem;border-radius:.5rem;border:1px solid #d4d4d8;font-size:1rem;cursor:pointer;
  background:#fff;color:#18181b;text-align:center;text-decoration:none}
button.primary{background:#18181b;color:#fff;border-color:#18181b}
button:focus-visible,a.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function checkoutPage(payment: SandboxCheckout): string {
  const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(payment.paymentId)}`;
  const summary = `<h1>Testbetaling</h1>
<p class="note">Dit is een testomgeving: er wordt geen echt geld afgeschreven.</p>
<p class="amount">${escapeHtml(formatEuro(payment.amount))}</p>
<p class="description">${escapeHtml(payment.description)}</p>`;
  const choices = choicesFor(payment);
  const form = `<form method="post" action="${escapeHtml(action)}">
${choices.map((outcome) => `<button type="submit" name="outcome" value="${outcome}"${outcome === 'paid' ? ' class="primary"' : ''}>${OUTCOME_LABELS[outcome]}</button>`).join('\n')}
</form>`;
  if (isOpenPayment(payment.status)) return page('Testbetaling', `${summary}\n${form}`);
  const chargedBack = moneyToCents(payment.chargedBackAmount) > 0 ? ' De bank heeft de betaling teruggeboekt.' : '';
  return page(
    'Testbetaling',
    `${summary}
<p>Deze betaling is al afgerond. Status: <strong>${escapeHtml(PAYMENT_STATUS_LABELS[payment.status])}</strong>.${chargedBack}</p>
${choices.length > 0 ? `<p class="note">Wat de bank van de betaler later kan doen:</p>\n${form}` : ''}
<p><a class="button" href="${escapeHtml(payment.redirectUrl)}">Terug naar het portaal</a></p>`,
  );
}

function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    // Under the app's no-referrer a browser posts the form with `Origin: null`, which the CSRF check refuses.
    .header('referrer-policy', 'same-origin')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'self'")
    .send(html);
}

function notFound(reply: FastifyReply) {
  return sendPage(
    reply,
    404,
    page('Betaling niet gevonden', '<h1>Betaling niet gevonden</h1>\n<p>Deze testbetaling bestaat niet (meer).</p>'),
  );
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

export const sandboxCheckoutRoutes: FastifyPluginAsync<SandboxCheckoutRoutesOptions> = async (app, options) => {
  const { payments, onSettled } = options;

  // Scoped to this plugin (no fastify-plugin wrapper), so the rest of the app keeps its own parsers.
  if (!app.hasContentTypeParser(FORM_TYPE)) {
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (request, reply) => {
    const payment = await payments.getCheckout(request.params.id);
    if (!payment) return notFound(reply);
    return sendPage(reply, 200, checkoutPage(payment));
  });

  app.post<{ Params: { id: string }; Body: unknown }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (request, reply) => {
    const payment = await payments.getCheckout(request.params.id);
    if (!payment) return notFound(reply);

    const body = request.body;
    const outcome = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).outcome : undefined;
    const known = [...SANDBOX_OUTCOMES, ...SANDBOX_BANK_EVENTS] as readonly unknown[];
    if (!known.includes(outcome)) {
      return sendPage(
        reply,
        400,
        page('Ongeldige keuze', '<h1>Ongeldige keuze</h1>\n<p>Kies Betaald, Mislukt, Geannuleerd, Verlopen, Terugboeken of Terugboeking intrekken.</p>'),
      );
    }

    await payments.sandboxComplete(payment.paymentId, outcome as SandboxOutcome | SandboxBankEvent);
    try {
      await onSettled(payment.paymentId);
    } catch (error) {
      // As with a real provider, the customer is sent back regardless; a repeated POST calls the handler again.
      request.log.error({ err: error, paymentId: payment.paymentId }, 'sandbox payment webhook handler failed');
    }
    return reply.redirect(payment.redirectUrl, 303);
  });
};
