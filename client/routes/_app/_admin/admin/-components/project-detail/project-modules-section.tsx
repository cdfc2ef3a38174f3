import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { centsToMoney, formatEuro, moneyToCents } from '@/src/domain/money';
import { invoicesText } from '@/src/text/nl/invoices';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { RefundDialog } from '@/client/features/invoices/refund-dialog';
import { trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';

const t = moduleWords.adminModulesPage;
type Purchase = RouterOutputs['admin']['modules']['purchasedForProject'][number];

/** What may still go back of a purchase: its price less what was refunded; nothing while it is charged back. */
function refundableCents(purchase: Purchase): number {
  if (!purchase.paymentId || purchase.chargedBackAt) return 0;
  return Math.max(0, moneyToCents(purchase.price) - moneyToCents(purchase.refundedAmount ?? '0'));
}

/** The admin's project detail: the modules bought for the project, with the price paid, the date, a chargeback, and "Terugbetalen". */
export function ProjectModulesSection({ projectId }: { projectId: string }) {
  const [bought] = trpc.admin.modules.purchasedForProject.useSuspenseQuery({ projectId });
  const refund = trpc.admin.modules.refundPurchase.useMutation();
  const utils = useTrpcUtils();
  const [refunding, setRefunding] = useState<Purchase | null>(null);

  async function sendRefund(values: { amount: string; reason: string }) {
    try {
      return await refund.mutateAsync({ projectId, purchaseId: refunding!.id, ...values });
    } finally {
      await Promise.all([utils.admin.modules.purchasedForProject.invalidate({ projectId }), utils.admin.invoices.list.invalidate()]);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t.projectModulesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {bought.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.projectModulesNone}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="py-2">{t.projectModulesColumns.title}</th>
                <th scope="col" className="py-2">{t.projectModulesColumns.price}</th>
                <th scope="col" className="py-2">{t.projectModulesColumns.date}</th>
                <th scope="col" className="py-2 text-right">
                  <span className="sr-only">{invoicesText.invoices.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {bought.map((module) => (
                <tr key={module.id} data-testid="purchase-row">
                  <td className="py-2 font-medium">
                    {module.title}
                    {module.chargedBackAt && (
                      <Badge tone="danger" className="ml-2">
                        {moduleWords.modules.chargedBack}
                      </Badge>
                    )}
                  </td>
                  <td className="py-2 tabular-nums">
                    {formatEuro(module.price)}
                    {module.refundedAmount && moneyToCents(module.refundedAmount) > 0 && (
                      <span className="block text-xs text-muted-foreground">{moduleWords.modules.refunded(formatEuro(module.refundedAmount))}</span>
                    )}
                  </td>
                  <td className="py-2">{formatDate(module.purchasedAt)}</td>
                  <td className="py-2 text-right">
                    {refundableCents(module) > 0 && (
                      <Button variant="ghost" size="sm" onClick={() => setRefunding(module)} aria-label={refundText.refunds.moduleTitleOf(module.title)}>
                        <Undo2 aria-hidden="true" />
                        <span className="sr-only sm:not-sr-only">{refundText.refunds.title}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
      <RefundDialog
        title={refunding ? refundText.refunds.moduleTitleOf(refunding.title) : null}
        refundable={refunding ? formatEuro(centsToMoney(refundableCents(refunding))) : ''}
        initialAmount={refunding ? centsToMoney(refundableCents(refunding)) : ''}
        onRefund={sendRefund}
        onClose={() => setRefunding(null)}
      />
    </Card>
  );
}
