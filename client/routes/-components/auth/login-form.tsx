import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import type { PackageType } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { refreshMe } from '@/client/lib/session';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AuthCard, ModeLink } from './auth-card';

type LoginFormProps = {
  initialEmail: string;
  /** Chosen on /onboarding before registering: signing in continues there with it. */
  chosenPackage?: PackageType;
  onForgotPassword: (email: string) => void;
  onRegister: () => void;
  /** The account has two-step sign-in: the code comes next. */
  onCodeNeeded: () => void;
};

/**
 * The rules of spec 5, with zod: not part of loading /auth, but fetched as soon as someone enters
 * the form (useAppForm; they are there long before it is sent, a form sent sooner waits for them).
 */
const loadLoginSchema = () => import('@/src/schemas/auth').then((schemas) => schemas.loginSchema);

export function LoginForm({ initialEmail, chosenPackage, onForgotPassword, onRegister, onCodeNeeded }: LoginFormProps) {
  const context = useRouteContext({ from: '/auth' });
  const navigate = useNavigate();
  const form = useAppForm({ schema: loadLoginSchema, defaultValues: { email: initialEmail, password: '' } });
  const login = trpc.auth.login.useMutation();

  const onSubmit = form.submitWith(async (input) => {
    const answer = await login.mutateAsync(input);
    // Whoever was signed in before in this browser must not show through the cache.
    context.queryClient.clear();
    const me = await refreshMe(context.trpc);
    if (answer.next === 'twoFactorCode') return onCodeNeeded();
    // Staff without a second step set it up first; "Succesvol ingelogd!" waits until that is done.
    if (me?.pending === 'twoFactorSetup') return void (await navigate({ to: '/two-step' }));
    toast.success(nl.auth.loggedIn);
    if (chosenPackage) await navigate({ to: '/onboarding', search: { package: chosenPackage } });
    else await navigate({ to: '/' });
  });

  return (
    <AuthCard
      title={nl.authScreen.loginTitle}
      description={nl.authScreen.loginDescription}
      footer={
        <>
          {nl.authScreen.noAccount} <ModeLink onClick={onRegister}>{nl.authScreen.toRegister}</ModeLink>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField
          control={form.control}
          name="email"
          label={nl.authScreen.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={nl.authScreen.emailPlaceholder}
        />
        <div className="grid gap-2">
          <FormTextField control={form.control} name="password" label={nl.authScreen.password} type="password" autoComplete="current-password" />
          <div className="text-right text-sm">
            <ModeLink onClick={() => onForgotPassword(form.getValues('email'))}>{nl.authScreen.forgotLink}</ModeLink>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {nl.authScreen.loginSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
