import { AtSign } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { changeEmailSchema } from '@/src/schemas/account-security';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Alert } from '@/client/components/ui/alert';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AccountCard } from './account-card';

const t = security.emailChange;

/** The address, whether it is verified, a change waiting for its link, and the form to ask for one. */
export function EmailCard() {
  const [overview] = trpc.account.overview.useSuspenseQuery();
  const utils = useTrpcUtils();
  const request = trpc.account.email.requestChange.useMutation();
  const form = useAppForm({ schema: changeEmailSchema, defaultValues: { newEmail: '', currentPassword: '' } });

  const onSubmit = form.submitWith(async (input) => {
    const { email } = await request.mutateAsync(input);
    form.reset();
    toast.success(t.requested(email));
    await utils.account.overview.invalidate();
  });

  return (
    <AccountCard icon={AtSign} title={t.title} description={t.description} testId="email-card">
      <dl className="mb-5 grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-4">
        <dt className="text-sm text-muted-foreground">{t.current}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-all" data-testid="current-email">
            {overview.email}
          </span>
          <Badge tone={overview.emailVerified ? 'success' : 'warning'}>{overview.emailVerified ? t.verifiedBadge : t.unverifiedBadge}</Badge>
        </dd>
      </dl>
      {overview.pendingEmail && (
        <Alert tone="info" title={t.requested(overview.pendingEmail)} className="mb-5" />
      )}
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField control={form.control} name="newEmail" label={t.newEmail} type="email" autoComplete="email" inputMode="email" />
        <FormTextField control={form.control} name="currentPassword" label={t.currentPassword} type="password" autoComplete="current-password" />
        <div className="mt-2 flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" loading={request.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
