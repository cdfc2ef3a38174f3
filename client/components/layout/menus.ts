import {
  CalendarDays,
  ClipboardList,
  FileSignature,
  FileText,
  FolderKanban,
  History,
  LayoutDashboard,
  ListChecks,
  MessageSquareWarning,
  Package,
  Puzzle,
  Receipt,
  UserCog,
  UserX,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { FileRoutesByTo } from '@/client/routeTree.gen';
import type { Role } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';

export type MenuItem = { label: string; to: keyof FileRoutesByTo; icon: LucideIcon };

const dashboard: MenuItem = { label: nl.nav.dashboard, to: '/', icon: LayoutDashboard };

/** The three menus of spec 2, in this order. */
export const MENUS: Record<Role, readonly MenuItem[]> = {
  admin: [
    dashboard,
    { label: nl.nav.users, to: '/admin/users', icon: Users },
    { label: nl.nav.projects, to: '/admin/projects', icon: FolderKanban },
    { label: nl.nav.agenda, to: '/admin/calendar', icon: CalendarDays },
    { label: nl.nav.upsells, to: '/admin/upsells', icon: Package },
    { label: nl.nav.quotes, to: '/admin/quotes', icon: FileSignature },
    { label: nl.nav.invoicing, to: '/admin/invoices', icon: Receipt },
    { label: nl.nav.complaints, to: '/admin/complaints', icon: MessageSquareWarning },
    { label: nl.nav.activityLog, to: '/admin/activity', icon: History },
    { label: nl.nav.erasureRequests, to: '/admin/erasure', icon: UserX },
  ],
  developer: [
    dashboard,
    { label: nl.nav.myProjects, to: '/developer/projects', icon: FolderKanban },
    { label: nl.nav.agenda, to: '/developer/calendar', icon: CalendarDays },
    { label: nl.nav.complaints, to: '/developer/complaints', icon: MessageSquareWarning },
  ],
  client: [
    dashboard,
    { label: nl.nav.intake, to: '/intake', icon: ClipboardList },
    { label: nl.nav.progress, to: '/progress', icon: ListChecks },
    { label: nl.nav.extraModules, to: '/upsells', icon: Puzzle },
    { label: nl.nav.invoices, to: '/invoices', icon: FileText },
    { label: nl.nav.complaints, to: '/complaints', icon: MessageSquareWarning },
    { label: nl.nav.activity, to: '/activiteit', icon: History },
    { label: nl.nav.account, to: '/account', icon: UserCog },
  ],
};
