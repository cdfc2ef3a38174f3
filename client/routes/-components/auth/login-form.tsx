import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { toast } from 'sonner';
import { loginSchema } from '@/src/schemas/auth';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { refreshMe } from '@/client/lib/session';
import { trpc } from '@/client/lib/trpc';
import { useZodForm } from '@/client/lib/use-zod-form';
import { AuthCard, ModeLink } from './auth-card';

type LoginFormProps = { initialEmail: string; onForgotPassword: (email: string) => void; onRegister: () => void };

export function LoginForm({ initialEmail, onForgotPassword, onRegister }: LoginFormProps) {
  const context = useRouteContext({ from: '/auth' });
  const navigate = useNavigate();
  const form = useZodForm(loginSchema, { email: initialEmail, password: '' });
  const login = trpc.auth.login.useMutation();

  const onSubmit = form.handleSubmit(async (input) => {
    await login.mutateAsync(input);
    // Whoever was signed in before in this browser must not show through the cache.
    context.queryClient.clear();
    await refreshMe(context.trpc);
    toast.success(nl.auth.loggedIn);
    await navigate({ to: '/' });
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
        <TextField
          label={nl.authScreen.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={nl.authScreen.emailPlaceholder}
          {...form.field('email')}
        />
        <div className="grid gap-2">
          <TextField label={nl.authScreen.password} type="password" autoComplete="current-password" {...form.field('password')} />
          <div className="text-right text-sm">
            <ModeLink onClick={() => onForgotPassword(form.values.email)}>{nl.authScreen.forgotLink}</ModeLink>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {nl.authScreen.loginSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
