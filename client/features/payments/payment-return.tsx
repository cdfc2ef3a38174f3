import { useEffect, useRef } from 'react';
import type { PaymentOutcome } from '@/src/domain/statuses';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { Alert } from '@/client/components/ui/alert';
import { trpc } from '@/client/lib/trpc';

/** How often and how long the return page asks again while the payment is still open or pending. */
const RECHECK_MS = 2_000;
const RECHECK_TIMES = 15;

export type PaymentNotice = { tone: 'success' | 'info' | 'danger'; message: string };

/** What a return page says once a payment is final: the same for a failed, cancelled or expired one; paid and charged back in the page's own words. */
export function paymentNotices(own: { paid: string; chargedBack: string }): Partial<Record<PaymentOutcome, PaymentNotice>> {
  return {
    paid: { tone: 'success', message: own.paid },
    failed: { tone: 'danger', message: moduleWords.modules.paymentFailed },
    cancelled: { tone: 'info', message: moduleWords.modules.paymentCanceled },
    expired: { tone: 'info', message: moduleWords.modules.paymentExpired },
    charged_back: { tone: 'danger', message: own.chargedBack },
  };
}

/**
 * Back from any checkout (a module's or an invoice's): the server asks the provider and records the payment, so ask it until the
 * outcome has a notice or the re-checks run out; `onDone` then shows the notice and takes the parameters out of the address.
 */
export function PaymentReturn({
  paymentId,
  notices,
  onDone,
}: {
  paymentId: string;
  notices: Partial<Record<PaymentOutcome, PaymentNotice>>;
  onDone: (notice: PaymentNotice, outcome: PaymentOutcome | null) => void;
}) {
  const confirm = trpc.client.payments.confirm.useMutation();
  // The latest props, read by the one polling loop below.
  const latest = useRef({ notices, onDone, confirm: confirm.mutateAsync });
  latest.current = { notices, onDone, confirm: confirm.mutateAsync };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      try {
        const { status } = await latest.current.confirm({ paymentId });
        if (stopped) return;
        const final = latest.current.notices[status];
        if (final) return latest.current.onDone(final, status);
      } catch {
        if (!stopped) return latest.current.onDone({ tone: 'info', message: moduleWords.modules.paymentStillProcessing }, null);
      }
      if (stopped) return;
      if (attempt >= RECHECK_TIMES) return latest.current.onDone({ tone: 'info', message: moduleWords.modules.paymentStillProcessing }, null);
      timer = setTimeout(() => void ask(attempt + 1), RECHECK_MS);
    };
    void ask(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId]);

  return <Alert tone="info" title={moduleWords.modules.paymentProcessing} className="mb-4" />;
}
