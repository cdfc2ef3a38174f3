import { useEffect, useRef } from 'react';
import { toast } from '@/client/lib/toast';
import { nl } from '@/src/text/nl';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';

/** Inside a frame the checkout opens in a new tab (providers refuse to be framed). */
function openCheckout(url: string) {
  if (window.self !== window.top) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

/** "Betalen": a one-off payment for an open invoice, started on the server; the browser goes to the checkout. */
export function useInvoicePayment() {
  const pay = trpc.client.invoices.pay.useMutation();
  async function start(invoiceId: string) {
    const preparing = toast.loading(nl.payments.paymentPreparing);
    try {
      const { checkoutUrl } = await pay.mutateAsync({ invoiceId });
      toast.dismiss(preparing);
      openCheckout(checkoutUrl);
    } catch (error) {
      toast.error(errorMessage(error, nl.invoices.payFailed), { id: preparing });
    }
  }
  return { start, paying: pay.isPending ? pay.variables?.invoiceId : undefined };
}

/**
 * The address's pay link (`?betalen=` from the mail) starts the payment once; the return from the
 * checkout (`?betaald=`) asks the server for the outcome. Either parameter is then removed.
 */
export function usePayLinkParams(params: { betalen?: string; betaald?: string }, clear: () => void) {
  const { start } = useInvoicePayment();
  const check = trpc.client.invoices.checkPayment.useMutation();
  const utils = useTrpcUtils();
  const handled = useRef<string | null>(null);
  const { betalen, betaald } = params;

  useEffect(() => {
    const key = betalen ?? betaald;
    if (!key || handled.current === key) return;
    handled.current = key;
    clear();
    if (betalen) {
      void start(betalen);
      return;
    }
    void check
      .mutateAsync({ invoiceId: key })
      .then(({ status }) => (status === 'paid' ? toast.success(nl.invoices.paidToast) : toast.info(nl.invoices.paymentProcessing)))
      .catch((error: unknown) => toast.error(errorMessage(error, nl.generic.loadFailed)))
      .finally(() => void utils.client.invoices.list.invalidate());
    // Runs for a new parameter only; start and check are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [betalen, betaald]);
}
