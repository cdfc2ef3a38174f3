import { createFileRoute, redirect } from '@tanstack/react-router';
import { Briefcase, Construction, LogOut } from 'lucide-react';
import { nl } from '../../src/text/nl';
import { PageTitle } from '../components/layout/page-title';
import { useLogout } from '../components/layout/use-logout';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { effectiveRole, loadMe } from '../lib/session';

type OnboardingSearch = { intent?: 'new' };

export const Route = createFileRoute('/onboarding')({
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => (search.intent === 'new' ? { intent: 'new' } : {}),
  beforeLoad: async ({ context, search }) => {
    const me = await loadMe(context);
    if (!me) throw redirect({ to: '/auth', replace: true });
    const role = effectiveRole(me);
    // Spec 2: admins and developers never onboard; clients with a project only for a new one.
    if (role === 'admin' || role === 'developer') throw redirect({ to: '/', replace: true });
    if (me.hasProject && search.intent !== 'new') throw redirect({ to: '/', replace: true });
  },
  component: OnboardingPage,
});

// The wizard itself (package, company details, mandate) is built in its own issue.
function OnboardingPage() {
  const { logout, pending } = useLogout();
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <PageTitle title={nl.pages.onboardingTitle} />
      <header className="flex h-14 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <div className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Briefcase aria-hidden="true" className="size-4" />
        </div>
        <p className="font-semibold">{nl.app.title}</p>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void logout()} loading={pending}>
          <LogOut aria-hidden="true" />
          {nl.app.logout}
        </Button>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="mb-2 text-2xl font-semibold tracking-tight md:text-3xl">{nl.pages.onboardingTitle}</h1>
        <p className="mb-8 text-muted-foreground">{nl.pages.onboardingDescription}</p>
        <EmptyState icon={Construction} title={nl.app.notYetAvailable} description={nl.pages.notYetAvailableDescription} />
      </main>
    </div>
  );
}
