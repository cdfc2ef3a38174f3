import { toast } from '@/client/lib/toast';
import { paymentsText } from '@/src/text/nl/payments';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { errorMessage, errorStatus, trpc, useTrpcUtils } from '@/client/lib/trpc';

/**
 * The server prices a one-off module and answers its checkout URL, opened in a new tab when the portal runs inside a frame.
 * A recurring module goes on the project's monthly invoice from next month instead.
 */
export function useModulePurchase() {
  const buy = trpc.client.modules.buy.useMutation();
  const subscribe = trpc.client.modules.subscribe.useMutation();
  const utils = useTrpcUtils();

  async function addRecurring(projectId: string, module: { id: string; title: string }) {
    try {
      await subscribe.mutateAsync({ projectId, moduleId: module.id });
      toast.success(moduleWords.modules.subscribed(module.title));
    } catch (error) {
      toast.error(errorMessage(error, moduleWords.modules.subscribeFailed));
    } finally {
      await utils.client.modules.forProject.invalidate({ projectId });
    }
  }

  async function purchase(projectId: string | undefined, module: { id: string; title: string; isRecurring: boolean }) {
    if (!projectId) return void toast.error(moduleWords.modules.selectProject);
    if (module.isRecurring) return addRecurring(projectId, module);
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

  const pending = buy.isPending ? buy.variables : subscribe.isPending ? subscribe.variables : undefined;
  return { purchase, pendingModuleId: pending?.moduleId };
}
