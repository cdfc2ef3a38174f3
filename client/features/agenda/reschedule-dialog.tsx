import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isIsoDate } from '@/src/dates';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';

const t = nl.agenda;

type RescheduleDialogProps = {
  step: { id: string; projectId: string; stepName: string; expectedDate: string | null } | null;
  onClose: () => void;
};

/**
 * Staff move an open step's expected date (the spec is silent, but without it the agenda cannot stay
 * true). The browser's own date picker, in Dutch: weeks start on Monday.
 */
export function RescheduleDialog({ step, onClose }: RescheduleDialogProps) {
  const [date, setDate] = useState('');
  const inputId = useId();
  const reschedule = trpc.project.timeline.reschedule.useMutation();
  const utils = useTrpcUtils();

  useEffect(() => setDate(step?.expectedDate ?? ''), [step]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    if (!isIsoDate(date)) {
      toast.error(nl.validation.dateInvalid);
      return;
    }
    try {
      await reschedule.mutateAsync({ projectId: step.projectId, stepId: step.id, expectedDate: date });
      toast.success(nl.timeline.rescheduled);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, nl.timeline.rescheduleFailed));
    } finally {
      await Promise.all([
        utils.admin.agenda.get.invalidate(),
        utils.developer.agenda.get.invalidate(),
        utils.project.timeline.get.invalidate({ projectId: step.projectId }),
      ]);
    }
  }

  return (
    <Dialog open={step !== null} onOpenChange={(open) => !open && !reschedule.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t.rescheduleTitle(step?.stepName ?? '')}</DialogTitle>
            <DialogDescription>{t.rescheduleDescription}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t.newDate}</Label>
            <Input id={inputId} type="date" lang="nl" value={date} onChange={(event) => setDate(event.target.value)} required />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={reschedule.isPending}>
                {nl.generic.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" loading={reschedule.isPending}>
              {t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
