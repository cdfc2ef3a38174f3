import { createFileRoute, redirect } from '@tanstack/react-router';
import { Briefcase, LogOut } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { PageTitle } from '@/client/components/layout/page-title';
import { useLogout } from '@/client/components/layout/use-logout';
import { Button } from '@/client/components/ui/button';
import { OnboardingWizard } from './-components/onboarding/onboarding-wizard';

type OnboardingSearch = { intent?: 'new' };

export const Route = createFileRoute('/onboarding')({
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => (search.intent === 'new' ? { intent: 'new' } : {}),
  beforeLoad: ({ context: { me }, search }) => {
    if (!me) throw redirect({ to: '/auth', replace: true });
    const role = me.role;
    // Spec 2: admins and developers never onboard; clients with a project only for a new one.
    if (role === 'admin' || role === 'developer') throw redirect({ to: '/', replace: true });
    if (me.hasProject && search.intent !== 'new') throw redirect({ to: '/', replace: true });
  },
  component: OnboardingPage,
});

function OnboardingPage() {
  const { logout, pending } = useLogout();
  const { intent } = Route.useSearch();
  const newProject = intent === 'new';
  const title = newProject ? nl.onboardingPage.newProjectTitle : nl.pages.onboardingTitle;
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <PageTitle title={title} />
      <header className="flex h-14 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <div className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Briefcase aria-hidden="true" className="size-4" />
        </div>
        <p className="font-semibold">{nl.app.title}</p>
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void logout()} loading={pending}>
          {!pending && <LogOut aria-hidden="true" />}
          {nl.app.logout}
        </Button>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 md:py-12">
        <OnboardingWizard title={title} description={newProject ? nl.onboardingPage.newProjectDescription : nl.onboardingPage.description} />
      </main>
    </div>
  );
}
