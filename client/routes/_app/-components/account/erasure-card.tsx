import { UserX } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { requestErasureSchema } from '@/src/schemas/privacy';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { toast } from '@/client/lib/toast';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AccountCard } from './account-card';

const t = privacyWords.erasure;

/** "Account verwijderen": confirmed with the password; an admin decides and mails either way. */
export function ErasureCard() {
  const utils = useTrpcUtils();
  const [latest] = trpc.account.privacy.erasureStatus.useSuspenseQuery();
  const request = trpc.account.privacy.requestErasure.useMutation();
  const form = useAppForm({ schema: requestErasureSchema, defaultValues: { password: '' } });

  const onSubmit = form.submitWith(async ({ password }) => {
    await request.mutateAsync({ password });
    form.reset();
    toast.success(t.requested);
    await utils.account.privacy.erasureStatus.invalidate();
  });

  return (
    <AccountCard icon={UserX} title={t.title} description={t.description} testId="erasure-card">
      {latest?.status === 'pending' ? (
        <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
          <p className="font-medium">{t.pending}</p>
          <p className="text-muted-foreground">{t.pendingSince(formatDateTime(latest.createdAt))}</p>
        </div>
      ) : (
        <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
          {latest?.status === 'declined' && latest.reason && <p className="text-sm text-muted-foreground">{privacyWords.erasure.declinedBody(latest.reason)}</p>}
          <FormTextField control={form.control} name="password" label={t.confirmPassword} type="password" autoComplete="current-password" />
          <div className="flex sm:justify-end">
            <Button type="submit" variant="destructive" className="w-full sm:w-auto" loading={request.isPending}>
              {t.request}
            </Button>
          </div>
        </form>
      )}
    </AccountCard>
  );
}
