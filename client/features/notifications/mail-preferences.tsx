import { Mail } from 'lucide-react';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import type { MailOptionalKind } from '@/src/domain/notifications';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';
import { toast } from '@/client/lib/toast';

const t = centre.mailPreferences;

/** Per kind of notification: also by mail, or not. The in-app notification always stays. */
export function MailPreferenceList() {
  const utils = useTrpcUtils();
  const preferences = trpc.notifications.mailPreferences.useQuery();
  const save = trpc.notifications.setMailPreference.useMutation({
    onSuccess: () => toast.success(t.saved),
    onError: (error) => toast.error(errorMessage(error, t.saveFailed)),
    onSettled: () => utils.notifications.mailPreferences.invalidate(),
  });
  const kinds = preferences.data?.kinds ?? [];
  return (
    <fieldset className="grid gap-3" disabled={preferences.isPending}>
      <legend className="sr-only">{t.title}</legend>
      {kinds.map(({ kind, mail }) => {
        const pending = save.isPending && save.variables?.kind === kind;
        return (
          <CheckboxField
            key={kind}
            label={t.kinds[kind as MailOptionalKind]}
            checked={pending ? save.variables!.mail : mail}
            onCheckedChange={(value) => save.mutate({ kind: kind as MailOptionalKind, mail: value === true })}
          />
        );
      })}
    </fieldset>
  );
}

/** The panel's way to the mail choices (staff have no /account page). */
export function MailPreferencesDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm">
          <Mail aria-hidden="true" />
          {centre.notificationCentre.preferencesLink}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <MailPreferenceList />
      </DialogContent>
    </Dialog>
  );
}
