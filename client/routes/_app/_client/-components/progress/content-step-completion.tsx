import { useId } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { timelineText } from '@/src/text/nl/timeline';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { errorMessage, trpc } from '@/client/lib/trpc';

const t = timelineText.timeline;

type ContentStepCompletionProps = {
  projectId: string;
  stepId: string;
  uploadCount: number;
  onChanged: () => Promise<void>;
};

/** Spec 4: the pending content step is completed (and approved) by the client once a file is uploaded. */
export function ContentStepCompletion({ projectId, stepId, uploadCount, onChanged }: ContentStepCompletionProps) {
  const complete = trpc.project.timeline.completeContentStep.useMutation();
  const hintId = useId();
  const hasUploads = uploadCount > 0;

  async function onComplete() {
    try {
      await complete.mutateAsync({ projectId, stepId });
      toast.success(timelineText.timeline.approved);
      await onChanged();
    } catch (error) {
      // E.g. the last file was deleted in another tab: the server says a file is needed.
      toast.error(errorMessage(error, timelineText.timeline.approveFailed));
      await onChanged();
    }
  }

  return (
    <div className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-3" data-testid="content-step">
      <p id={hintId} className="text-sm text-muted-foreground">
        {hasUploads ? t.contentStepReady(uploadCount) : timelineText.timeline.uploadRequired}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void onComplete()} disabled={!hasUploads} loading={complete.isPending} aria-describedby={hintId}>
          <CheckCircle2 aria-hidden="true" />
          {t.completeContentStep}
        </Button>
        <a href="#bestanden" className={buttonClasses('outline')}>
          {t.toUploads}
        </a>
      </div>
    </div>
  );
}
