import { useEffect, useRef } from 'react';
import { toast } from '@/client/lib/toast';
import { paymentsText } from '@/src/text/nl/payments';
import { invoicesText } from '@/src/text/nl/invoices';
import { errorMessage, trpc } from '@/client/lib/trpc';

/** Inside a frame the checkout opens in a new tab (providers refuse to be framed). */
function openCheckout(url: string) {
  if (window.self !== window.top) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

/** "Betalen": the invoice's open pay link, or a new one started on the server; the browser goes to the checkout. */
export function useInvoicePayment() {
  const pay = trpc.client.invoices.pay.useMutation();
  async function start(invoiceId: string) {
    const preparing = toast.loading(paymentsText.payments.paymentPreparing);
    try {
      const { checkoutUrl } = await pay.mutateAsync({ invoiceId });
      toast.dismiss(preparing);
      openCheckout(checkoutUrl);
    } catch (error) {
      toast.error(errorMessage(error, invoicesText.invoices.payFailed), { id: preparing });
    }
  }
  return { start, paying: pay.isPending ? pay.variables?.invoiceId : undefined };
}

/** The address's pay link (`?betalen=` from a mail) starts the payment once; the parameter is then removed. */
export function usePayLinkParam(betalen: string | undefined, clear: () => void) {
  const { start } = useInvoicePayment();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!betalen || handled.current === betalen) return;
    handled.current = betalen;
    clear();
    void start(betalen);
    // Runs for a new parameter only; start and clear are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [betalen]);
}
