import type { MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { BellOff, Check } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import { Button } from '@/client/components/ui/button';
import { OnDemandData } from '@/client/components/ui/on-demand-data';
import { LoadOlder, olderRows } from '@/client/features/lists/load-older';
import { cn } from '@/client/lib/class-names';
import { trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { MailPreferencesDialog } from './mail-preferences';

const t = centre.notificationCentre;

type NotificationItem = RouterOutputs['notifications']['list']['items'][number];

/** The newest notifications, older ones on request; each a sentence with its time and a link, marked read on opening. */
export function NotificationPanel({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const utils = useTrpcUtils();
  const router = useRouter();
  const list = trpc.notifications.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor });
  const markRead = trpc.notifications.markRead.useMutation({
    onSettled: () => refresh(),
  });
  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onSettled: () => refresh(),
  });

  function refresh() {
    return Promise.all([utils.notifications.list.invalidate(), utils.notifications.unreadCount.invalidate()]);
  }

  /**
   * A real link: a plain click opens it inside the app; with a modifier or the middle button the
   * browser opens a new tab. Either way the notification counts as read.
   */
  function open(item: NotificationItem, event: MouseEvent<HTMLAnchorElement>) {
    if (!item.readAt) markRead.mutate({ notificationId: item.id });
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
    void router.navigate({ href: item.link });
  }

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="font-semibold">{t.panelTitle}</h2>
        <Button variant="ghost" size="sm" onClick={() => markAllRead.mutate()} disabled={unread === 0} loading={markAllRead.isPending}>
          <Check aria-hidden="true" />
          {t.markAllRead}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <OnDemandData query={list} errorTitle={t.loadFailed}>
          {() =>
            items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
                <p className="font-medium">{t.empty}</p>
                <p className="text-sm text-muted-foreground">{t.emptyDescription}</p>
              </div>
            ) : (
              <ul className="divide-y" data-testid="notification-list">
                {items.map((item) => (
                  <li key={item.id} className={cn('flex items-start gap-2 px-2 py-1', !item.readAt && 'bg-primary-soft/40')}>
                    <a
                      href={item.link}
                      onClick={(event) => open(item, event)}
                      onAuxClick={(event) => open(item, event)}
                      className="min-w-0 flex-1 rounded-md px-2 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="block text-sm wrap-anywhere">
                        {!item.readAt && <span className="sr-only">{t.unread}: </span>}
                        {item.sentence}
                      </span>
                      <time dateTime={item.createdAt.toISOString()} className="mt-0.5 block text-xs text-muted-foreground">
                        {formatDateTime(item.createdAt)}
                      </time>
                    </a>
                    {!item.readAt && (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="mt-1 shrink-0"
                        aria-label={`${t.markRead}: ${item.sentence}`}
                        onClick={() => markRead.mutate({ notificationId: item.id })}
                      >
                        <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </OnDemandData>
        {(list.hasNextPage || list.isFetchNextPageError) && (
          <div className="grid px-4 py-3">
            <LoadOlder older={olderRows(list)} label={t.loadOlder} failedLabel={t.loadFailed} />
          </div>
        )}
      </div>
      <div className="border-t px-4 py-2">
        <MailPreferencesDialog />
      </div>
    </>
  );
}
