import { CheckCircle2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import { LONG_TEXT_MAX } from '@/src/schemas/fields';
import { feedbackSchema } from '@/src/schemas/timeline';
import { timelineText } from '@/src/text/nl/timeline';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { errorMessage, trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = timelineText.timeline;

type StepApprovalProps = {
  projectId: string;
  step: { id: string; feedback: string | null };
  onChanged: () => Promise<void>;
};

/** Spec 4: a step awaiting approval takes the client's feedback and can be approved. */
export function StepApproval({ projectId, step, onChanged }: StepApprovalProps) {
  const form = useAppForm({ schema: feedbackSchema, defaultValues: { feedback: step.feedback ?? '' }, failure: timelineText.timeline.feedbackFailed });
  const blank = useWatch({ control: form.control, name: 'feedback' }).trim() === '';
  const saveFeedback = trpc.project.timeline.feedback.useMutation();
  const approve = trpc.project.timeline.approve.useMutation();

  const onSaveFeedback = form.submitWith(async ({ feedback }) => {
    try {
      await saveFeedback.mutateAsync({ projectId, stepId: step.id, feedback });
    } catch (error) {
      // The step may have moved on elsewhere (approved in another tab); show its real state.
      void onChanged();
      throw error;
    }
    toast.success(timelineText.timeline.feedbackSaved);
    await onChanged();
  });

  async function onApprove() {
    try {
      await approve.mutateAsync({ projectId, stepId: step.id });
      toast.success(timelineText.timeline.approved);
      await onChanged();
    } catch (error) {
      toast.error(errorMessage(error, timelineText.timeline.approveFailed));
      await onChanged();
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void onSaveFeedback(event)} noValidate className="grid grid-cols-1 gap-3">
      <FormTextareaField
        control={form.control}
        name="feedback"
        label={t.feedbackLabel}
        placeholder={t.feedbackPlaceholder}
        rows={3}
        maxLength={LONG_TEXT_MAX}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline" disabled={blank || approve.isPending} loading={saveFeedback.isPending}>
          {t.saveFeedback}
        </Button>
        <Button onClick={() => void onApprove()} disabled={saveFeedback.isPending} loading={approve.isPending}>
          <CheckCircle2 aria-hidden="true" />
          {t.approve}
        </Button>
      </div>
    </form>
  );
}
