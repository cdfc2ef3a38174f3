import { Link } from '@tanstack/react-router';
import { Menu, PanelLeft } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import type { Me } from '@/client/lib/trpc';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { NotificationBell } from '@/client/features/notifications/notification-bell';
import { useSidebar } from './sidebar-state';

export function TopBar({ me, role }: { me: Me; role: Role }) {
  const { open, toggle, openMobile, setOpenMobile, mobileTriggerRef } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:px-6">
      <Button
        ref={mobileTriggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={nl.nav.openMenu}
        aria-expanded={openMobile}
        onClick={() => setOpenMobile(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 hidden md:inline-flex"
        aria-label={nl.nav.toggleSidebar}
        aria-expanded={open}
        aria-keyshortcuts="Control+B Meta+B"
        title={`${nl.nav.toggleSidebar} (Ctrl+B)`}
        data-testid="sidebar-toggle"
        onClick={toggle}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      <Link to="/" className="rounded-sm text-base font-semibold tracking-tight">
        {nl.app.title}
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        <span className="hidden truncate text-sm text-muted-foreground sm:block">{me.profile?.fullName || me.user.email}</span>
        <Badge tone="primary">{ROLE_LABELS[role]}</Badge>
        <NotificationBell />
      </div>
    </header>
  );
}
