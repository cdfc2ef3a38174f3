import { Link } from '@tanstack/react-router';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Briefcase, LogOut, UserCog, X } from 'lucide-react';
import { ROLE_LABELS, type Role } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { cn } from '@/client/lib/class-names';
import type { Me } from '@/client/lib/trpc';
import { Tooltip } from '@/client/components/ui/tooltip';
import { MENUS } from './menus';
import { useSidebar } from './sidebar-state';
import { useLogout } from './use-logout';

type SidebarBodyProps = { me: Me; role: Role; collapsed: boolean; onNavigate?: () => void; mobile?: boolean };

function SidebarBody({ me, role, collapsed, onNavigate, mobile }: SidebarBodyProps) {
  const { logout, pending } = useLogout();
  const portal = nl.nav.portal(ROLE_LABELS[role]);
  const Title = mobile ? DialogPrimitive.Title : 'p';
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className={cn('flex h-14 shrink-0 items-center gap-2.5 border-b', collapsed ? 'justify-center px-0' : 'px-4')}>
        <div className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Briefcase aria-hidden="true" className="size-4" />
        </div>
        <Title className={cn('truncate text-sm font-semibold', collapsed && 'sr-only')} data-testid="sidebar-title">
          {portal}
        </Title>
        {mobile && (
          <DialogPrimitive.Close
            aria-label={nl.nav.closeMenu}
            className="-mr-2 ml-auto flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </div>

      <nav aria-label={nl.nav.mainMenu} className="min-h-0 flex-1 overflow-y-auto p-2">
        <ul className="grid gap-1">
          {MENUS[role].map((item) => (
            <li key={item.to}>
              <Tooltip label={item.label} disabled={!collapsed}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  activeOptions={{ exact: item.to === '/' }}
                  className={cn(
                    'flex h-9 items-center gap-3 rounded-md text-sm font-medium text-sidebar-foreground transition-colors',
                    'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                    'data-[status=active]:bg-sidebar-accent data-[status=active]:text-sidebar-accent-foreground',
                    collapsed ? 'justify-center px-0' : 'px-3',
                  )}
                >
                  <item.icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
                </Link>
              </Tooltip>
            </li>
          ))}
        </ul>
      </nav>

      <div className="shrink-0 border-t p-2">
        {!collapsed && (
          <div className="min-w-0 px-3 pt-1 pb-2">
            <p className="truncate text-sm font-medium">{me.profile?.fullName || me.user.email}</p>
            {me.profile?.fullName && <p className="truncate text-xs text-muted-foreground">{me.user.email}</p>}
          </div>
        )}
        {role !== 'client' && (
          // Staff menus follow spec 2; their own account (password, second step, sessions) sits with their name.
          <Tooltip label={nl.nav.account} disabled={!collapsed}>
            <Link
              to="/account"
              onClick={onNavigate}
              className={cn(
                'mb-1 flex h-9 items-center gap-3 rounded-md text-sm font-medium text-sidebar-foreground transition-colors',
                'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                'data-[status=active]:bg-sidebar-accent data-[status=active]:text-sidebar-accent-foreground',
                collapsed ? 'justify-center px-0' : 'px-3',
              )}
            >
              <UserCog aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{nl.nav.account}</span>
            </Link>
          </Tooltip>
        )}
        <Tooltip label={nl.app.logout} disabled={!collapsed}>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={pending}
            className={cn(
              'flex h-9 w-full cursor-pointer items-center gap-3 rounded-md text-sm font-medium text-sidebar-foreground transition-colors',
              'hover:bg-destructive/10 hover:text-destructive disabled:opacity-60',
              collapsed ? 'justify-center px-0' : 'px-3',
            )}
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            <span className={cn(collapsed && 'sr-only')}>{nl.app.logout}</span>
          </button>
        </Tooltip>
      </div>
    </div>
  );
}

/** Desktop: a fixed column of 16rem, or 3rem of icons. Under 768 px: a drawer of 18rem. */
export function AppSidebar({ me, role }: { me: Me; role: Role }) {
  const { open, openMobile, setOpenMobile, mobileTriggerRef } = useSidebar();
  return (
    <>
      <aside
        data-testid="sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden border-r bg-sidebar transition-[width] duration-200 ease-out md:block',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      >
        <SidebarBody me={me} role={role} collapsed={!open} />
      </aside>

      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-foreground/40 animate-overlay-in md:hidden" />
          <DialogPrimitive.Content
            data-testid="sidebar-drawer"
            aria-describedby={undefined}
            // The menu button lives outside the dialog, so Radix cannot return the focus to it itself.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              mobileTriggerRef.current?.focus();
            }}
            className="fixed inset-y-0 left-0 z-50 w-(--sidebar-width-mobile) max-w-[85vw] bg-sidebar shadow-xl animate-drawer-in focus:outline-none md:hidden"
          >
            <SidebarBody me={me} role={role} collapsed={false} mobile onNavigate={() => setOpenMobile(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
