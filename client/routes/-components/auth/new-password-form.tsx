import { toast } from 'sonner';
import { newPasswordFormSchema } from '@/src/schemas/auth';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { trpc } from '@/client/lib/trpc';
import { useZodForm } from '@/client/lib/use-zod-form';
import { AuthCard, ModeLink } from './auth-card';

type NewPasswordFormProps = { token: string; onChanged: () => void; onLogin: () => void };

/** Set-new-password mode, reached from the mailed link; the token lives only in memory. */
export function NewPasswordForm({ token, onChanged, onLogin }: NewPasswordFormProps) {
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  const reset = trpc.auth.resetPassword.useMutation();

  const onSubmit = form.handleSubmit(async (input) => {
    await reset.mutateAsync({ token, password: input.password });
    toast.success(nl.auth.passwordChanged);
    onChanged();
  });

  return (
    <AuthCard
      title={nl.authScreen.recoveryTitle}
      description={nl.authScreen.recoveryDescription}
      footer={<ModeLink onClick={onLogin}>{nl.authScreen.backToLogin}</ModeLink>}
    >
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={nl.authScreen.newPassword} type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label={nl.authScreen.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {nl.authScreen.recoverySubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
