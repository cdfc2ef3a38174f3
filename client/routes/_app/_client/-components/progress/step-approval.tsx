import { useState } from 'react';
import { CheckCircle2, MessageSquareWarning } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import { LONG_TEXT_MAX } from '@/src/schemas/fields';
import { feedbackSchema } from '@/src/schemas/timeline';
import { timelineText } from '@/src/text/nl/timeline';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { errorMessage, trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { nl } from '@/src/text/nl';

const t = timelineText.timeline;

type StepApprovalProps = {
  projectId: string;
  step: { id: string; stepName: string };
  /** The preview link the sign-off will record. */
  previewLink: string | null;
  round: number | null;
  openPins: number;
  onChanged: () => Promise<void>;
};

/**
 * A round waits for the client: "Wijzigingen vragen" with their feedback hands the step back to the
 * agency; "Goedkeuren" asks first, naming the step, the preview and the pins still open.
 */
export function StepApproval({ projectId, step, previewLink, round, openPins, onChanged }: StepApprovalProps) {
  const form = useAppForm({ schema: feedbackSchema, defaultValues: { feedback: '' }, failure: t.changesFailed });
  const blank = useWatch({ control: form.control, name: 'feedback' }).trim() === '';
  const requestChanges = trpc.project.timeline.requestChanges.useMutation();
  const approve = trpc.project.timeline.approve.useMutation();
  const [confirming, setConfirming] = useState(false);

  const onRequestChanges = form.submitWith(async ({ feedback }) => {
    try {
      await requestChanges.mutateAsync({ projectId, stepId: step.id, feedback });
    } catch (error) {
      // The step may have moved on elsewhere (approved in another tab); show its real state.
      void onChanged();
      throw error;
    }
    toast.success(t.changesRequested);
    await onChanged();
  });

  async function onApprove() {
    try {
      await approve.mutateAsync({ projectId, stepId: step.id });
      toast.success(t.approved);
    } catch (error) {
      toast.error(errorMessage(error, t.approveFailed));
    }
    setConfirming(false);
    await onChanged();
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void onRequestChanges(event)} noValidate className="grid grid-cols-1 gap-3">
      <FormTextareaField control={form.control} name="feedback" label={t.feedbackLabel} placeholder={t.feedbackPlaceholder} rows={3} maxLength={LONG_TEXT_MAX} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline" disabled={blank || approve.isPending} loading={requestChanges.isPending}>
          <MessageSquareWarning aria-hidden="true" />
          {t.requestChanges}
        </Button>
        <Button type="button" onClick={() => setConfirming(true)} disabled={requestChanges.isPending}>
          <CheckCircle2 aria-hidden="true" />
          {t.approve}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !approve.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.approveTitle(step.stepName)}</DialogTitle>
            <DialogDescription>{t.approveBody(round)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2 text-sm">
            {previewLink ? (
              <p className="wrap-anywhere">
                {t.approvePreview} <span className="font-medium">{previewLink}</span>
              </p>
            ) : (
              <p className="text-muted-foreground">{t.approveNoPreview}</p>
            )}
            {openPins > 0 && (
              <p className="rounded-md border border-warning/50 bg-warning/10 p-2 font-medium" role="note">
                {t.openPinsWarning(openPins)}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={approve.isPending}>
                {nl.generic.cancel}
              </Button>
            </DialogClose>
            <Button onClick={() => void onApprove()} loading={approve.isPending}>
              <CheckCircle2 aria-hidden="true" />
              {t.confirmApprove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
