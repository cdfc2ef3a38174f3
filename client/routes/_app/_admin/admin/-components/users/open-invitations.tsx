import { useState } from 'react';
import { MailPlus, X } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { roleLabel } from '@/src/domain/statuses';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { toastCheckMail } from '@/client/lib/check-mail-toast';
import { toast } from '@/client/lib/toast';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';

type Invitation = RouterOutputs['admin']['invitations']['list'][number];

/** Who was invited and has not chosen a password yet; the link can be sent again or withdrawn. */
export function OpenInvitations() {
  const [invitations] = trpc.admin.invitations.list.useSuspenseQuery();
  const utils = useTrpcUtils();
  const resend = trpc.admin.invitations.resend.useMutation();
  const withdraw = trpc.admin.invitations.withdraw.useMutation();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);

  if (invitations.length === 0) return null;

  async function sendAgain(invitation: Invitation) {
    try {
      await resend.mutateAsync({ invitationId: invitation.id });
      void toastCheckMail(utils, t.resent(invitation.email));
    } catch (error) {
      toast.error(errorMessage(error, t.failed));
    } finally {
      await utils.admin.invitations.list.invalidate();
    }
  }

  async function confirmWithdraw() {
    if (!withdrawing) return;
    try {
      await withdraw.mutateAsync({ invitationId: withdrawing.id });
      toast.success(t.withdrawn);
      setWithdrawing(null);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      await Promise.all([utils.admin.invitations.list.invalidate(), utils.admin.users.list.invalidate(), utils.admin.stats.invalidate()]);
    }
  }

  const nameOf = (invitation: Invitation) => invitation.fullName?.trim() || invitation.email;

  return (
    <Card className="mb-6" aria-labelledby="open-invitations">
      <CardHeader>
        <CardTitle id="open-invitations" level={2}>
          {t.pendingTitle}
        </CardTitle>
        <CardDescription>{t.pendingDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y">
          {invitations.map((invitation) => {
            const expired = invitation.expiresAt.getTime() <= Date.now();
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0" data-testid="invitation-row">
                <div className="min-w-0 flex-1 basis-60">
                  <p className="font-medium">
                    {nameOf(invitation)} <Badge className="ml-1 align-middle">{roleLabel(invitation.role)}</Badge>
                  </p>
                  <p className="text-sm break-all text-muted-foreground">{invitation.email}</p>
                </div>
                <p className="text-sm whitespace-nowrap text-muted-foreground">
                  {t.sentAt} {formatDate(invitation.sentAt)} ·{' '}
                  {expired ? <Badge tone="danger">{t.expired}</Badge> : `${t.validUntil} ${formatDate(invitation.expiresAt)}`}
                </p>
                <span className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => void sendAgain(invitation)} loading={resend.isPending && resend.variables?.invitationId === invitation.id} aria-label={t.resendOf(nameOf(invitation))}>
                    <MailPlus aria-hidden="true" />
                    {t.resend}
                  </Button>
                  <Button variant="destructive-ghost" size="sm" onClick={() => setWithdrawing(invitation)} aria-label={t.withdrawOf(nameOf(invitation))}>
                    <X aria-hidden="true" />
                    {t.withdraw}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t.withdrawTitle}
        description={t.withdrawDescription(withdrawing ? nameOf(withdrawing) : '')}
        confirmLabel={t.withdraw}
        busy={withdraw.isPending}
        onConfirm={() => void confirmWithdraw()}
        onOpenChange={(open) => !open && setWithdrawing(null)}
      />
    </Card>
  );
}
