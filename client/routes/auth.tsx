import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Briefcase } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { formatEuro } from '@/src/domain/money';
import { isPackageType, PACKAGES, type PackageType } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { PageTitle } from '@/client/components/layout/page-title';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading, Loading } from '@/client/components/ui/spinner';
import { useMe } from '@/client/lib/session';
import { LoginForm } from './-components/auth/login-form';

// What /auth draws first is the login form; the other modes load when shown.
const RegisterForm = lazy(() => import('./-components/auth/register-form').then((module) => ({ default: module.RegisterForm })));
const ForgotPasswordForm = lazy(() => import('./-components/auth/forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })));
const NewPasswordForm = lazy(() => import('./-components/auth/new-password-form').then((module) => ({ default: module.NewPasswordForm })));
const TwoStepCodeForm = lazy(() => import('./-components/auth/two-step-code-form').then((module) => ({ default: module.TwoStepCodeForm })));

/** `package`: chosen on the public /onboarding, remembered through registering and signing in. */
type AuthSearch = { type?: string; token?: string; package?: PackageType };
type Mode = 'login' | 'register' | 'forgot' | 'recovery' | 'code';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    type: typeof search.type === 'string' ? search.type : undefined,
    token: typeof search.token === 'string' ? search.token : undefined,
    package: isPackageType(search.package) ? search.package : undefined,
  }),
  component: AuthPage,
  // Outside the signed-in shell: the page's states take the whole screen.
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});

const TITLES: Record<Mode, string> = {
  login: nl.authScreen.loginTitle,
  register: nl.authScreen.registerTitle,
  forgot: nl.authScreen.forgotTitle,
  recovery: nl.authScreen.recoveryTitle,
  code: nl.authScreen.codeTitle,
};

function AuthPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The reset link's token is kept in memory only; the address is cleaned right away (spec 2).
  const [recoveryToken] = useState(() => (search.type === 'recovery' && search.token ? search.token : null));
  const chosenPackage = search.package;
  // A session that owes its code (a reload after the password) picks up at the code.
  const awaitingCode = useMe()?.pending === 'twoFactorCode';
  // Someone who just chose a package has no account yet: registration comes first.
  const [mode, setMode] = useState<Mode>(recoveryToken ? 'recovery' : awaitingCode ? 'code' : chosenPackage ? 'register' : 'login');
  const [email, setEmail] = useState('');
  const warnedAboutLink = useRef(false);
  const formArea = useRef<HTMLDivElement>(null);
  const modeChanged = useRef(false);

  useEffect(() => {
    if (search.type === undefined && search.token === undefined) return;
    if (search.type === 'recovery' && !search.token && !warnedAboutLink.current) {
      warnedAboutLink.current = true;
      toast.error(nl.auth.resetTokenInvalid);
    }
    void navigate({ search: (previous) => ({ package: previous.package }), replace: true });
  }, [search.type, search.token, navigate]);

  function show(next: Mode, nextEmail = email) {
    modeChanged.current = true;
    setEmail(nextEmail);
    setMode(next);
  }

  return (
    <div className="grid min-h-svh bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <PageTitle title={TITLES[mode]} />
      <aside className="relative hidden overflow-hidden bg-primary p-12 text-primary-foreground lg:flex lg:flex-col lg:justify-between">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-lg bg-primary-foreground/15">
            <Briefcase aria-hidden="true" className="size-5" />
          </div>
          <p className="text-lg font-semibold">{nl.app.title}</p>
        </div>
        <p className="max-w-md text-3xl leading-snug font-semibold text-balance">{nl.authScreen.tagline}</p>
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-primary-foreground/10" />
      </aside>

      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div ref={formArea} className="w-full max-w-md">
          <div className="mb-8 flex items-center justify-center gap-3 lg:hidden">
            <div className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Briefcase aria-hidden="true" className="size-5" />
            </div>
            <p className="text-xl font-semibold">{nl.app.title}</p>
          </div>
          {chosenPackage && mode !== 'recovery' && <ChosenPackage packageType={chosenPackage} />}
          <Suspense fallback={<Loading />}>
            <HeadingFocus key={mode} area={modeChanged.current ? formArea : null} />
            {mode === 'login' && (
              <LoginForm
                key={email}
                initialEmail={email}
                chosenPackage={chosenPackage}
                onForgotPassword={(typed) => show('forgot', typed)}
                onRegister={() => show('register')}
                onCodeNeeded={() => show('code')}
              />
            )}
            {mode === 'code' && <TwoStepCodeForm chosenPackage={chosenPackage} onOtherAccount={() => show('login')} />}
            {mode === 'register' && (
              <RegisterForm chosenPackage={chosenPackage} onRegistered={(registered) => show('login', registered)} onLogin={() => show('login')} />
            )}
            {mode === 'forgot' && (
              <ForgotPasswordForm initialEmail={email} onRequested={(requested) => show('login', requested)} onLogin={() => show('login')} />
            )}
            {mode === 'recovery' && recoveryToken && (
              <NewPasswordForm token={recoveryToken} onChanged={() => show('login')} onLogin={() => show('login')} />
            )}
          </Suspense>
          <p className="mt-6 text-center text-sm">
            <Link to="/privacy" className="text-muted-foreground underline-offset-4 hover:underline">
              {nl.authScreen.privacyLink}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

/**
 * The button that switched the mode is gone: put keyboard and screen-reader users on the new
 * heading. Mounted per mode beside the form, so it runs once that form has loaded and drawn.
 */
function HeadingFocus({ area }: { area: RefObject<HTMLDivElement | null> | null }) {
  useEffect(() => {
    area?.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [area]);
  return null;
}

/** The package chosen on /onboarding, with the way back to choose another. */
function ChosenPackage({ packageType }: { packageType: PackageType }) {
  const pkg = PACKAGES[packageType];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-card px-4 py-3 text-sm shadow-xs" data-testid="chosen-package">
      <span className="text-muted-foreground">{nl.onboardingPage.chosenPackage}:</span>
      <span className="font-medium">
        {pkg.name} · {formatEuro(pkg.monthlyPrice)} {nl.onboardingPage.perMonth}
      </span>
      <Link to="/onboarding" search={{ package: packageType }} className="ml-auto font-medium text-primary underline-offset-4 hover:underline">
        {nl.onboardingPage.change}
      </Link>
    </div>
  );
}
