import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { LONG_TEXT_MAX } from '@/src/schemas/fields';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { TextareaField } from '@/client/components/ui/text-field';
import { errorMessage, trpc } from '@/client/lib/trpc';

const t = nl.timeline;

type StepApprovalProps = {
  projectId: string;
  step: { id: string; feedback: string | null };
  onChanged: () => Promise<void>;
};

/** Spec 4: a step awaiting approval takes the client's feedback and can be approved. */
export function StepApproval({ projectId, step, onChanged }: StepApprovalProps) {
  const [feedback, setFeedback] = useState(step.feedback ?? '');
  const saveFeedback = trpc.project.timeline.feedback.useMutation();
  const approve = trpc.project.timeline.approve.useMutation();
  const blank = feedback.trim() === '';

  async function onSaveFeedback(event: FormEvent) {
    event.preventDefault();
    if (blank || saveFeedback.isPending) return;
    try {
      await saveFeedback.mutateAsync({ projectId, stepId: step.id, feedback });
      toast.success(nl.timeline.feedbackSaved);
      await onChanged();
    } catch (error) {
      toast.error(errorMessage(error, nl.timeline.feedbackFailed));
      // The step may have moved on elsewhere (approved in another tab); show its real state.
      await onChanged();
    }
  }

  async function onApprove() {
    try {
      await approve.mutateAsync({ projectId, stepId: step.id });
      toast.success(nl.timeline.approved);
      await onChanged();
    } catch (error) {
      toast.error(errorMessage(error, nl.timeline.approveFailed));
      await onChanged();
    }
  }

  return (
    <form onSubmit={onSaveFeedback} className="grid grid-cols-1 gap-3">
      <TextareaField
        label={t.feedbackLabel}
        placeholder={t.feedbackPlaceholder}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
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
