import { toast } from '@/client/lib/toast';
import { COMPLAINT_STATUSES, COMPLAINT_STATUS_LABELS, INITIAL_COMPLAINT_STATUS, type ComplaintStatus } from '@/src/domain/statuses';
import { complaintUpdateSchema } from '@/src/schemas/complaint';
import { formatDateTime } from '@/src/dates';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { FormSelectField } from '@/client/components/form/form-choice-fields';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Dialog, DialogContent, DialogDescription, FormDialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = complaintWords.complaints;
export type ManagedComplaint = RouterOutputs['admin']['complaints']['list']['items'][number];

const STATUS_OPTIONS = COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] }));

/** The manage dialog of Klachtenbeheer: the complaint as filed, its status and the reply the complainant reads. */
export function ManageComplaintDialog({ complaint, onClose }: { complaint: ManagedComplaint | null; onClose: () => void }) {
  const update = trpc.admin.complaints.update.useMutation();
  return (
    <Dialog open={complaint !== null} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent>{complaint && <ManageForm key={complaint.id} complaint={complaint} update={update} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

type FormProps = { complaint: ManagedComplaint; update: ReturnType<typeof trpc.admin.complaints.update.useMutation>; onClose: () => void };

function ManageForm({ complaint, update, onClose }: FormProps) {
  const utils = useTrpcUtils();
  const known = (COMPLAINT_STATUSES as readonly string[]).includes(complaint.status);
  const form = useAppForm({
    schema: complaintUpdateSchema,
    defaultValues: { status: (known ? complaint.status : INITIAL_COMPLAINT_STATUS) as ComplaintStatus, adminNotes: complaint.adminNotes ?? '' },
    failure: t.updateFailed,
  });

  const onSubmit = form.submitWith(async (values) => {
    try {
      await update.mutateAsync({ complaintId: complaint.id, ...values });
      toast.success(t.updated);
      onClose();
    } finally {
      await Promise.all([utils.admin.complaints.list.invalidate(), utils.admin.stats.get.invalidate()]);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t.manageTitle}</DialogTitle>
        <DialogDescription>{t.submittedBy(complaint.fullName || complaint.email, formatDateTime(complaint.createdAt))}</DialogDescription>
      </DialogHeader>
      <div className="rounded-lg border bg-muted/40 p-3">
        <p className="font-medium break-words">{complaint.subject}</p>
        <p className="mt-1 max-h-48 overflow-y-auto text-sm break-words whitespace-pre-line">{complaint.description}</p>
      </div>
      <FormSelectField control={form.control} name="status" label={t.status} options={STATUS_OPTIONS} />
      <FormTextareaField control={form.control} name="adminNotes" label={t.adminNotes} hint={t.adminNotesHint} rows={4} maxLength={5000} />
      <FormDialogFooter submitLabel={t.save} pending={update.isPending} />
    </form>
  );
}
