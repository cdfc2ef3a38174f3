import { useState } from 'react';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import { buttonClasses } from '@/client/components/ui/button';
import { cn } from '@/client/lib/class-names';
import { trpc } from '@/client/lib/trpc';
import { NotificationPanel } from './notification-panel';

const t = centre.notificationCentre;

/**
 * The bell in the top bar with the unread count (kept current by the live stream); it opens the
 * panel. Escape or a tap outside closes it, and focus returns to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = trpc.notifications.unreadCount.useQuery().data?.unread ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cn(buttonClasses('ghost', 'icon'), 'relative')}
        aria-label={unread > 0 ? t.bellWithCount(unread) : t.bell}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold text-destructive-foreground tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t.panelTitle}
          className="z-50 flex max-h-[min(32rem,calc(100svh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border bg-card shadow-lg animate-dialog-in focus:outline-none"
        >
          <NotificationPanel unread={unread} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
