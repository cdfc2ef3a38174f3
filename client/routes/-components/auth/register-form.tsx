import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import { toastCheckMail } from '@/client/lib/check-mail-toast';
import { refreshMe } from '@/client/lib/session';
import { registerSchema } from '@/src/schemas/auth';
import type { PackageType } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AuthCard, ModeLink } from './auth-card';

type RegisterFormProps = {
  onRegistered: (email: string) => void;
  onLogin: () => void;
  /** Chosen on /onboarding before registering: onboarding continues with it once the address is verified. */
  chosenPackage?: PackageType;
};

export function RegisterForm({ onRegistered, onLogin, chosenPackage }: RegisterFormProps) {
  const form = useAppForm({ schema: registerSchema, defaultValues: { fullName: '', email: '', password: '' } });
  const context = useRouteContext({ from: '/auth' });
  const navigate = useNavigate();
  const register = trpc.auth.register.useMutation();

  const onSubmit = form.submitWith(async (input) => {
    const answer = await register.mutateAsync(input);
    if (!answer.verification) {
      toast.success(nl.auth.registered);
      return onRegistered(input.email);
    }
    // The new account is signed in and owes its mailed link: the verification screen says so.
    context.queryClient.clear();
    const me = await refreshMe(context.trpc);
    void toastCheckMail(context.trpc, nl.auth.registeredVerify);
    if (me) await navigate({ to: '/verify-email', search: chosenPackage ? { package: chosenPackage } : {} });
    else onRegistered(input.email);
  });

  return (
    <AuthCard
      title={nl.authScreen.registerTitle}
      description={nl.authScreen.registerDescription}
      footer={
        <>
          {nl.authScreen.haveAccount} <ModeLink onClick={onLogin}>{nl.authScreen.toLogin}</ModeLink>
        </>
      }
    >
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField control={form.control} name="fullName" label={nl.authScreen.fullName} autoComplete="name" />
        <FormTextField
          control={form.control}
          name="email"
          label={nl.authScreen.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={nl.authScreen.emailPlaceholder}
        />
        <FormTextField
          control={form.control}
          name="password"
          label={nl.authScreen.password}
          type="password"
          autoComplete="new-password"
          hint={nl.authScreen.passwordHint}
        />
        <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
          {nl.authScreen.registerSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
