import { toast } from 'sonner';
import { requestPasswordResetSchema } from '@/src/schemas/auth';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { trpc } from '@/client/lib/trpc';
import { useZodForm } from '@/client/lib/use-zod-form';
import { AuthCard, ModeLink } from './auth-card';

type ForgotPasswordFormProps = { initialEmail: string; onRequested: (email: string) => void; onLogin: () => void };

export function ForgotPasswordForm({ initialEmail, onRequested, onLogin }: ForgotPasswordFormProps) {
  const form = useZodForm(requestPasswordResetSchema, { email: initialEmail });
  const request = trpc.auth.requestPasswordReset.useMutation();

  const onSubmit = form.handleSubmit(async (input) => {
    await request.mutateAsync(input);
    toast.success(nl.auth.resetRequested);
    onRequested(input.email);
  });

  return (
    <AuthCard
      title={nl.authScreen.forgotTitle}
      description={nl.authScreen.forgotDescription}
      footer={<ModeLink onClick={onLogin}>{nl.authScreen.backToLogin}</ModeLink>}
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
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {nl.authScreen.forgotSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
