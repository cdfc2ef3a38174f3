import { useEffect, useState } from 'react';
import { toast } from '@/client/lib/toast';
import type { PaymentStatus } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { Alert } from '@/client/components/ui/alert';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';

/** How often and how long the return page asks again while the payment is still open or pending. */
const RECHECK_MS = 2_000;
const RECHECK_TIMES = 15;

export type PaymentNotice = { tone: 'success' | 'info' | 'danger'; message: string };

const FINAL: Partial<Record<PaymentStatus, PaymentNotice>> = {
  paid: { tone: 'success', message: nl.payments.paymentSuccess },
  failed: { tone: 'danger', message: nl.modules.paymentFailed },
  canceled: { tone: 'info', message: nl.modules.paymentCanceled },
  expired: { tone: 'info', message: nl.modules.paymentExpired },
};

/**
 * Back from the checkout (?payment=success): asks the server, which asks the provider and records
 * the purchase, until the payment is final or the re-checks run out; then reports through `onDone`
 * (the page keeps the message and takes the parameter out of the address).
 */
export function PaymentReturn({ paymentId, onDone }: { paymentId: string; onDone: (notice: PaymentNotice) => void }) {
  const utils = useTrpcUtils();
  const [startedAt] = useState(() => Date.now());
  const status = trpc.client.modules.paymentStatus.useQuery(
    { paymentId },
    {
      retry: false,
      refetchInterval: (query) => {
        const current = query.state.data?.status;
        return current && FINAL[current] ? false : RECHECK_MS;
      },
    },
  );
  const current = status.data?.status;
  const gaveUp = status.isError || (!(current && FINAL[current]) && status.dataUpdatedAt - startedAt >= RECHECK_MS * RECHECK_TIMES);

  useEffect(() => {
    const final = current ? FINAL[current] : undefined;
    if (final) {
      if (current === 'paid') toast.success(final.message);
      void utils.client.modules.forProject.invalidate();
      onDone(final);
    } else if (gaveUp) {
      onDone({ tone: 'info', message: nl.modules.paymentStillProcessing });
    }
  }, [current, gaveUp, onDone, utils]);

  return <Alert tone="info" title={nl.modules.paymentProcessing} className="mb-4" />;
}
