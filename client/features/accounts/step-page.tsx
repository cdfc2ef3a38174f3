import type { ReactNode } from 'react';
import { Briefcase, LogOut } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { PageTitle } from '@/client/components/layout/page-title';
import { useLogout } from '@/client/components/layout/use-logout';
import { Button } from '@/client/components/ui/button';
import { useMe } from '@/client/lib/session';

/**
 * A page between signing in and the portal (verifying the address, setting up the second step):
 * the app's name, a way to sign out, and one card with the step.
 */
export function StepPage({ title, children }: { title: string; children: ReactNode }) {
  const me = useMe();
  const { logout, pending } = useLogout();
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <PageTitle title={title} />
      <header className="flex h-14 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <div className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Briefcase aria-hidden="true" className="size-4" />
        </div>
        <p className="font-semibold">{nl.app.title}</p>
        {me && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void logout()} loading={pending}>
            {!pending && <LogOut aria-hidden="true" />}
            {nl.app.logout}
          </Button>
        )}
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-8 sm:px-6 md:py-12">
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}

/** The step's heading and its sentence. */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 grid gap-1.5">
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      {children && <div className="text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
