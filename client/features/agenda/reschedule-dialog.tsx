import { toast } from '@/client/lib/toast';
import { rescheduleStepSchema } from '@/src/schemas/agenda';
import { nl } from '@/src/text/nl';
import { timelineText } from '@/src/text/nl/timeline';
import { agendaText } from '@/src/text/nl/agenda';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { Dialog, DialogContent, DialogDescription, FormDialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = agendaText.agenda;

type Step = { id: string; projectId: string; stepName: string; expectedDate: string | null };
type RescheduleDialogProps = { step: Step | null; onClose: () => void };

/**
 * Staff move an open step's expected date (the spec is silent, but without it the agenda cannot stay
 * true). The browser's own date picker, in Dutch: weeks start on Monday.
 */
export function RescheduleDialog({ step, onClose }: RescheduleDialogProps) {
  const reschedule = trpc.project.timeline.reschedule.useMutation();
  return (
    <Dialog open={step !== null} onOpenChange={(open) => !open && !reschedule.isPending && onClose()}>
      <DialogContent>
        {/* One form per step, so every opening starts from that step's date. */}
        {step && <RescheduleForm key={step.id} step={step} reschedule={reschedule} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

type RescheduleFormProps = { step: Step; reschedule: ReturnType<typeof trpc.project.timeline.reschedule.useMutation>; onClose: () => void };

function RescheduleForm({ step, reschedule, onClose }: RescheduleFormProps) {
  const utils = useTrpcUtils();
  const form = useAppForm({
    schema: rescheduleStepSchema.pick({ expectedDate: true }),
    defaultValues: { expectedDate: step.expectedDate ?? '' },
    failure: timelineText.timeline.rescheduleFailed,
    invalid: nl.validation.dateInvalid,
  });

  const onSubmit = form.submitWith(async ({ expectedDate }) => {
    try {
      await reschedule.mutateAsync({ projectId: step.projectId, stepId: step.id, expectedDate });
      toast.success(timelineText.timeline.rescheduled);
      onClose();
    } finally {
      // Also after a refusal: the step may have moved on meanwhile (approved elsewhere).
      await Promise.all([
        utils.admin.agenda.get.invalidate(),
        utils.developer.agenda.get.invalidate(),
        utils.project.timeline.get.invalidate({ projectId: step.projectId }),
      ]);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t.rescheduleTitle(step.stepName)}</DialogTitle>
        <DialogDescription>{t.rescheduleDescription}</DialogDescription>
      </DialogHeader>
      <FormTextField control={form.control} name="expectedDate" label={t.newDate} type="date" lang="nl" required />
      <FormDialogFooter submitLabel={t.save} pending={reschedule.isPending} />
    </form>
  );
}
