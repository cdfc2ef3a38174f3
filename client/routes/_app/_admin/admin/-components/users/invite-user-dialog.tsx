import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { ROLES, ROLE_LABELS, type Role } from '@/src/domain/statuses';
import { inviteUserSchema } from '@/src/schemas/invitations';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { FormSelectField } from '@/client/components/form/form-choice-fields';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger, FormDialogFooter } from '@/client/components/ui/dialog';
import { toastCheckMail } from '@/client/lib/check-mail-toast';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** "Gebruiker uitnodigen": name, address and role; the new user chooses a password from the mailed link. */
export function InviteUserDialog() {
  const [open, setOpen] = useState(false);
  const create = trpc.admin.invitations.create.useMutation();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          {t.invite}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <InviteUserForm create={create} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

type FormProps = { create: ReturnType<typeof trpc.admin.invitations.create.useMutation>; onDone: () => void };

function InviteUserForm({ create, onDone }: FormProps) {
  const utils = useTrpcUtils();
  const form = useAppForm({
    schema: inviteUserSchema,
    defaultValues: { fullName: '', email: '', role: null as Role | null },
    failure: t.failed,
  });

  const onSubmit = form.submitWith(async (values) => {
    await create.mutateAsync(values);
    onDone();
    void toastCheckMail(utils, t.sent(values.email));
    await Promise.all([utils.admin.invitations.list.invalidate(), utils.admin.users.list.invalidate(), utils.admin.stats.invalidate()]);
  });

  return (
    <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t.invite}</DialogTitle>
        <DialogDescription>{t.dialogDescription}</DialogDescription>
      </DialogHeader>
      <FormTextField control={form.control} name="fullName" label={t.fullName} autoComplete="off" />
      <FormTextField control={form.control} name="email" label={t.email} type="email" inputMode="email" autoComplete="off" />
      <FormSelectField control={form.control} name="role" label={t.role} options={ROLE_OPTIONS} placeholder={t.role} />
      <FormDialogFooter submitLabel={t.send} pending={create.isPending} />
    </form>
  );
}
