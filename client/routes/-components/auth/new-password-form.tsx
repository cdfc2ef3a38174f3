import { toast } from '@/client/lib/toast';
import { newPasswordFormSchema } from '@/src/schemas/auth';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AuthCard, ModeLink } from './auth-card';

type NewPasswordFormProps = { token: string; onChanged: () => void; onLogin: () => void };

/** Set-new-password mode, reached from the mailed link; the token lives only in memory. */
export function NewPasswordForm({ token, onChanged, onLogin }: NewPasswordFormProps) {
  const form = useAppForm({ schema: newPasswordFormSchema, defaultValues: { password: '', confirmPassword: '' } });
  const reset = trpc.auth.resetPassword.useMutation();

  const onSubmit = form.submitWith(async (input) => {
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
        <FormTextField control={form.control} name="password" label={nl.authScreen.newPassword} type="password" autoComplete="new-password" />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label={nl.authScreen.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {nl.authScreen.recoverySubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
