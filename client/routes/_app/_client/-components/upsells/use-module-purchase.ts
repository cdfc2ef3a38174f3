import { toast } from '@/client/lib/toast';
import { paymentsText } from '@/src/text/nl/payments';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { errorMessage, errorStatus, trpc } from '@/client/lib/trpc';

/**
 * Buys a one-off module for a project: the server creates the payment at the module's own price and
 * answers the checkout URL, which opens here, or in a new tab when the portal runs inside a frame.
 */
export function useModulePurchase() {
  const buy = trpc.client.modules.buy.useMutation();

  async function purchase(projectId: string | undefined, module: { id: string; isRecurring: boolean }) {
    if (!projectId) return void toast.error(moduleWords.modules.selectProject);
    if (module.isRecurring) return void toast.info(paymentsText.payments.recurringNotYet);
    const preparing = toast.loading(paymentsText.payments.paymentPreparing);
    try {
      const { checkoutUrl } = await buy.mutateAsync({ projectId, moduleId: module.id });
      if (!checkoutUrl) return void toast.error(paymentsText.payments.noCheckoutUrl, { id: preparing });
      if (window.self !== window.top) {
        window.open(checkoutUrl, '_blank', 'noopener');
        toast.dismiss(preparing);
      } else {
        window.location.assign(checkoutUrl);
      }
    } catch (error) {
      // The server's refusal in its own words; anything else (the network, the page) the spec's general message.
      toast.error(errorStatus(error) === undefined ? paymentsText.payments.paymentStartError : errorMessage(error, paymentsText.payments.paymentStartFailed), { id: preparing });
    }
  }

  return { purchase, pendingModuleId: buy.isPending ? buy.variables?.moduleId : undefined };
}
