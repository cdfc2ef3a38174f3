import { useState } from 'react';
import { Landmark, RefreshCw } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { canSetUpMandate, mandateStatusLabel } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { accountPage } from '@/src/text/nl/account';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { MandateSetupDialog } from './mandate-setup-dialog';
import { MandateStatusBadge } from './mandate-status-badge';
import { errorMessage, trpc, type RouterOutputs, useTrpcUtils } from '@/client/lib/trpc';
import { useMe } from '@/client/lib/session';

type MandateView = RouterOutputs['client']['billing']['mandate'];

function statusHint(status: MandateView['status']): string {
  if (status === 'valid') return accountPage.activeHint;
  if (status === 'pending') return accountPage.pendingHint;
  if (status === null) return accountPage.missingHint;
  return accountPage.invalidHint;
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function MandateDetails({ mandate }: { mandate: MandateView }) {
  // The router's query utils: the React hook's `utils.client` collides with our `client` router.
  const utils = useTrpcUtils();
  const refresh = trpc.client.billing.refreshMandate.useMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const me = useMe();

  async function refreshStatus() {
    try {
      const view = await refresh.mutateAsync();
      utils.client.billing.mandate.setData(undefined, view);
      toast.success(accountPage.statusNow(mandateStatusLabel(view.status)));
    } catch (error) {
      toast.error(errorMessage(error, nl.generic.loadFailed));
    }
  }

  return (
    <>
      <dl className="grid gap-4">
        <Detail term={accountPage.mandateStatus}>
          <MandateStatusBadge status={mandate.status} />
        </Detail>
        {mandate.ibanLast4 && (
          <Detail term={accountPage.bankAccount}>
            <span className="font-mono tracking-wide" aria-label={accountPage.maskedIbanLabel(mandate.ibanLast4)}>
              {accountPage.maskedIban(mandate.ibanLast4)}
            </span>
          </Detail>
        )}
        {mandate.accountHolder && <Detail term={accountPage.accountHolder}>{mandate.accountHolder}</Detail>}
      </dl>
      <p className="mt-5 text-sm text-muted-foreground">{statusHint(mandate.status)}</p>
      {canSetUpMandate(mandate.status) && (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          {mandate.status === 'pending' && (
            <Button variant="outline" onClick={() => void refreshStatus()} loading={refresh.isPending}>
              {!refresh.isPending && <RefreshCw aria-hidden="true" />}
              {accountPage.refreshStatus}
            </Button>
          )}
          <Button variant={mandate.status === 'pending' ? 'secondary' : 'primary'} onClick={() => setDialogOpen(true)}>
            {mandate.status === null ? accountPage.setUp : accountPage.setUpAgain}
          </Button>
        </div>
      )}
      <MandateSetupDialog open={dialogOpen} onOpenChange={setDialogOpen} defaultConsumerName={mandate.accountHolder ?? me?.profile?.fullName ?? ''} />
    </>
  );
}

/** Spec 2: the payment method card (Account and Facturen); only the last four IBAN characters are ever known here. */
export function PaymentMethodCard() {
  const [mandate] = trpc.client.billing.mandate.useSuspenseQuery();
  return (
    <Card data-testid="payment-method">
      <CardHeader className="grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3">
        <div className="row-span-2 flex size-10 self-start items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Landmark aria-hidden="true" className="size-5" />
        </div>
        <CardTitle level={2}>{accountPage.paymentTitle}</CardTitle>
        <CardDescription>{accountPage.paymentDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <MandateDetails mandate={mandate} />
      </CardContent>
    </Card>
  );
}
