import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { Briefcase, LogIn, LogOut } from 'lucide-react';
import { isPackageType, type PackageType } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { PageTitle } from '@/client/components/layout/page-title';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { useLogout } from '@/client/components/layout/use-logout';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { requireNoPendingStep, useMe } from '@/client/lib/session';
import { ensureQuery } from '@/client/lib/route-data';
import { OnboardingWizard } from './-components/onboarding/onboarding-wizard';

type OnboardingSearch = { intent?: 'new'; package?: PackageType };

export const Route = createFileRoute('/onboarding')({
  validateSearch: (search: Record<string, unknown>): OnboardingSearch => ({
    ...(search.intent === 'new' ? { intent: 'new' } : {}),
    ...(isPackageType(search.package) ? { package: search.package } : {}),
  }),
  beforeLoad: ({ context: { me }, search }) => {
    // Spec 2: a public route. A visitor sees the packages; registering comes after choosing one.
    if (!me) return;
    // A fresh account verifies its address (or a staff member sets up the second step) first.
    requireNoPendingStep(me);
    const role = me.role;
    // Spec 2: admins and developers never onboard; clients with a project only for a new one.
    if (role === 'admin' || role === 'developer') throw redirect({ to: '/', replace: true });
    // A project from an accepted quote still needs this page's details and mandate step.
    if (me.hasProject && search.intent !== 'new' && !me.quoteOnboarding) throw redirect({ to: '/', replace: true });
  },
  // Whether a SEPA mandate is active already: step 2 then asks no bank details.
  loader: async ({ context: { me, trpc, queryClient } }) => {
    if (me) await ensureQuery(queryClient, trpc.client.onboarding.status.queryOptions());
  },
  component: OnboardingPage,
  // Outside the signed-in shell: the page's states take the whole screen.
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});

function HeaderAction() {
  const me = useMe();
  const { logout, pending } = useLogout();
  if (!me) {
    return (
      <Link to="/auth" className={buttonClasses('ghost', 'sm', 'ml-auto')}>
        <LogIn aria-hidden="true" />
        {nl.onboardingPage.login}
      </Link>
    );
  }
  return (
    <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void logout()} loading={pending}>
      {!pending && <LogOut aria-hidden="true" />}
      {nl.app.logout}
    </Button>
  );
}

function OnboardingPage() {
  const search = Route.useSearch();
  const newProject = search.intent === 'new';
  const title = newProject ? nl.onboardingPage.newProjectTitle : nl.pages.onboardingTitle;
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <PageTitle title={title} />
      <header className="flex h-14 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <div className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Briefcase aria-hidden="true" className="size-4" />
        </div>
        <p className="font-semibold">{nl.app.title}</p>
        <HeaderAction />
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 md:py-12">
        <OnboardingWizard
          title={title}
          description={newProject ? nl.onboardingPage.newProjectDescription : nl.onboardingPage.description}
          chosenPackage={search.package}
          intent={newProject ? 'new' : 'first'}
        />
      </main>
    </div>
  );
}
