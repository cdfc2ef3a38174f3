import { KeyRound } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { changePasswordFormSchema } from '@/src/schemas/account-security';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AccountCard } from './account-card';

const t = security.passwordChange;

/** The current password, then the new one twice; other devices are signed out. */
export function PasswordCard() {
  const utils = useTrpcUtils();
  const change = trpc.account.password.change.useMutation();
  const form = useAppForm({ schema: changePasswordFormSchema, defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const onSubmit = form.submitWith(async ({ currentPassword, newPassword }) => {
    await change.mutateAsync({ currentPassword, newPassword });
    form.reset();
    toast.success(t.changed);
    await utils.account.sessions.list.invalidate();
  });

  return (
    <AccountCard icon={KeyRound} title={t.title} description={t.description} testId="password-card">
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField control={form.control} name="currentPassword" label={t.currentPassword} type="password" autoComplete="current-password" />
        <FormTextField control={form.control} name="newPassword" label={t.newPassword} type="password" autoComplete="new-password" hint={nl.authScreen.passwordHint} />
        <FormTextField control={form.control} name="confirmPassword" label={t.confirmPassword} type="password" autoComplete="new-password" />
        <div className="mt-2 flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" loading={change.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
