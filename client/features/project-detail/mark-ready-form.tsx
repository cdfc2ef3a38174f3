import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { LONG_TEXT_MAX } from '@/src/schemas/fields';
import { markStepReadySchema } from '@/src/schemas/timeline';
import { timelineText } from '@/src/text/nl/timeline';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = projectDetailPage.markReady;

type MarkReadyFormProps = {
  projectId: string;
  stepId: string;
  /** After the client asked for changes: "Opnieuw ter goedkeuring", the note saying what changed. */
  again?: boolean;
  onChanged: () => Promise<void>;
  otherActions?: ReactNode;
};

/** The developer marks a step ready (again), with a note; the client is notified and gets a mail. */
export function MarkReadyForm({ projectId, stepId, again = false, onChanged, otherActions }: MarkReadyFormProps) {
  const markReady = trpc.project.timeline.markReady.useMutation();
  const form = useAppForm({ schema: markStepReadySchema, defaultValues: { developerNotes: '' }, failure: timelineText.timeline.updateFailed });
  const onSubmit = form.submitWith(async ({ developerNotes }) => {
    try {
      await markReady.mutateAsync({ projectId, stepId, developerNotes });
    } catch (error) {
      // The step may have moved on elsewhere; show its real state.
      void onChanged();
      throw error;
    }
    toast.success(again ? t.resubmitted : timelineText.timeline.markedReady);
    await onChanged();
  });

  return (
    <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid grid-cols-1 gap-3">
      <FormTextareaField
        control={form.control}
        name="developerNotes"
        label={again ? t.resubmitLabel : t.noteLabel}
        placeholder={again ? t.resubmitPlaceholder : t.notePlaceholder}
        rows={2}
        maxLength={LONG_TEXT_MAX}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {otherActions}
        <Button type="submit" loading={markReady.isPending}>
          <CheckCircle2 aria-hidden="true" />
          {again ? t.resubmit : t.button}
        </Button>
      </div>
    </form>
  );
}
