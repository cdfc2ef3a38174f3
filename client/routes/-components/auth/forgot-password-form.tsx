import { useRouteContext } from '@tanstack/react-router';
import { toastCheckMail } from '@/client/lib/check-mail-toast';
import { requestPasswordResetSchema } from '@/src/schemas/auth';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AuthCard, ModeLink } from './auth-card';

type ForgotPasswordFormProps = { initialEmail: string; onRequested: (email: string) => void; onLogin: () => void };

export function ForgotPasswordForm({ initialEmail, onRequested, onLogin }: ForgotPasswordFormProps) {
  const form = useAppForm({ schema: requestPasswordResetSchema, defaultValues: { email: initialEmail } });
  const context = useRouteContext({ from: '/auth' });
  const request = trpc.auth.requestPasswordReset.useMutation();

  const onSubmit = form.submitWith(async (input) => {
    await request.mutateAsync(input);
    void toastCheckMail(context.trpc, nl.auth.resetRequested);
    onRequested(input.email);
  });

  return (
    <AuthCard
      title={nl.authScreen.forgotTitle}
      description={nl.authScreen.forgotDescription}
      footer={<ModeLink onClick={onLogin}>{nl.authScreen.backToLogin}</ModeLink>}
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
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {nl.authScreen.forgotSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
