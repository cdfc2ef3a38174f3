import { useNavigate, useRouter } from '@tanstack/react-router';
import { newPasswordFormSchema } from '@/src/schemas/auth';
import { roleLabel, type Role } from '@/src/domain/statuses';
import { firstName } from '@/src/domain/profile';
import { nl } from '@/src/text/nl';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { StepHeading } from '@/client/features/accounts/step-page';
import { refreshMe } from '@/client/lib/session';
import { toast } from '@/client/lib/toast';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

type Props = { token: string; invitation: { fullName: string | null; email: string; role: Role | null } };

/** Chooses the password and signs in; the root route's guards then send staff to the second step, a client to onboarding. */
export function AcceptInvitationForm({ token, invitation }: Props) {
  const router = useRouter();
  const navigate = useNavigate();
  const form = useAppForm({ schema: newPasswordFormSchema, defaultValues: { password: '', confirmPassword: '' } });
  const accept = trpc.auth.acceptInvitation.useMutation();
  const staff = invitation.role === 'admin' || invitation.role === 'developer';

  const onSubmit = form.submitWith(async (input) => {
    await accept.mutateAsync({ token, password: input.password });
    router.options.context.queryClient.clear();
    await refreshMe(router.options.context.trpc);
    toast.success(t.accepted);
    await navigate({ to: '/', replace: true });
  });

  return (
    <div>
      <StepHeading title={t.pageTitle}>
        <p>{t.pageDescription(firstName(invitation.fullName) ?? invitation.email, roleLabel(invitation.role).toLowerCase())}</p>
        <p className="mt-2">{staff ? t.staffNext : t.clientNext}</p>
      </StepHeading>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        {/* For password managers: the address this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        <p className="text-sm">
          {t.pageEmail} <span className="font-medium break-all">{invitation.email}</span>
        </p>
        <FormTextField control={form.control} name="password" label={nl.authScreen.newPassword} type="password" autoComplete="new-password" hint={nl.authScreen.passwordHint} />
        <FormTextField control={form.control} name="confirmPassword" label={nl.authScreen.confirmPassword} type="password" autoComplete="new-password" />
        <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
          {t.submit}
        </Button>
      </form>
    </div>
  );
}
