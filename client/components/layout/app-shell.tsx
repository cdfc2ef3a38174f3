import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { cn } from '@/client/lib/class-names';
import { useMe } from '@/client/lib/session';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { LiveUpdates } from '@/client/features/live/live-updates';
import { CompleteAddressNotice } from '@/client/features/account/complete-address-notice';
import { AppSidebar } from './app-sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';
import { TopBar } from './top-bar';

function ShellLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const { open } = useSidebar();
  // Signed out elsewhere (another tab, an expired session): back to the sign-in screen.
  if (me === null) return <Navigate to="/auth" replace />;
  if (!me) return <FullPageLoading />;
  // The guard sent users without any role to /onboarding; the fallback only covers a moment of refetching.
  const role = me.role ?? 'client';
  return (
    <div className="flex min-h-svh w-full">
      <a
        href="#inhoud"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {nl.nav.skipToContent}
      </a>
      <AppSidebar me={me} role={role} />
      {/* Keeps the content beside the fixed sidebar on desktop. */}
      <div
        aria-hidden="true"
        className={cn('hidden shrink-0 transition-[width] duration-200 ease-out md:block', open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)')}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar me={me} role={role} />
        <main id="inhoud" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 md:px-8 md:py-8">
          <CompleteAddressNotice me={me} />
          {children}
        </main>
      </div>
    </div>
  );
}

/** Top bar, role sidebar and the page: the frame of every signed-in page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={300}>
      <SidebarProvider>
        <LiveUpdates>
          <ShellLayout>{children}</ShellLayout>
        </LiveUpdates>
      </SidebarProvider>
    </TooltipProvider>
  );
}
