import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { formatDateTime } from '@/src/dates';
import { SESSIONS_ANCHOR } from '@/src/domain/account-links';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { AccountCard } from './account-card';

const t = security.sessionList;
type Session = RouterOutputs['account']['sessions']['list']['items'][number];

function deviceName(session: Session): string {
  return t.browserOn(session.browser ?? t.unknownBrowser, session.system ?? t.unknownSystem);
}

/** Where the user is signed in; every other session can be ended, one by one or all at once. */
export function SessionsCard() {
  const [sessions] = trpc.account.sessions.list.useSuspenseQuery();
  const utils = useTrpcUtils();
  const revoke = trpc.account.sessions.revoke.useMutation();
  const revokeOthers = trpc.account.sessions.revokeOthers.useMutation();
  const others = sessions.items.filter((session) => !session.current).length;

  async function end(session: Session) {
    try {
      await revoke.mutateAsync({ sessionId: session.id });
      toast.success(t.revoked);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      await utils.account.sessions.list.invalidate();
    }
  }

  async function endOthers() {
    try {
      const { ended } = await revokeOthers.mutateAsync();
      toast.success(t.revokedOthers(ended));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      await utils.account.sessions.list.invalidate();
    }
  }

  return (
    <AccountCard icon={MonitorSmartphone} title={t.title} description={t.description} testId="sessions-card" id={SESSIONS_ANCHOR}>
      <ul className="divide-y rounded-lg border" aria-label={t.title}>
        {sessions.items.map((session) => (
          <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="session-row">
            <div className="min-w-0 flex-1 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {deviceName(session)}
                {session.current && <Badge tone="success">{t.thisDevice}</Badge>}
              </p>
              <p className="mt-1 text-muted-foreground">
                {t.network}: <span className="font-mono">{session.network ?? t.unknownNetwork}</span>
              </p>
              <p className="text-muted-foreground">{t.createdAt(formatDateTime(session.createdAt))}</p>
              <p className="text-muted-foreground">{t.lastSeen(formatDateTime(session.lastSeenAt))}</p>
            </div>
            {!session.current && (
              <Button variant="outline" size="sm" onClick={() => void end(session)} disabled={revoke.isPending} aria-label={t.revokeLabel(deviceName(session))}>
                <LogOut aria-hidden="true" />
                {t.revoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted-foreground">{others > 0 ? t.revokeOthersHint : t.onlyThis}</p>
        {others > 0 && (
          <Button variant="destructive" loading={revokeOthers.isPending} onClick={() => void endOthers()}>
            {t.revokeOthers}
          </Button>
        )}
      </div>
    </AccountCard>
  );
}
