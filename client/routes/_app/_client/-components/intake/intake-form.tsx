import type { FormEvent, PointerEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { nl } from '@/src/text/nl';
import { intakePage } from '@/src/text/nl/intake';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { Button } from '@/client/components/ui/button';
import { toFormValues, useIntakeForm, type SavedIntake } from './use-intake-form';
import { errorStatus, trpc, useTrpcUtils } from '@/client/lib/trpc';
import { IntakeSections } from './intake-sections';

// One id, so repeated attempts on a read-only form show one notice, not a stack.
const READ_ONLY_TOAST = 'intake-read-only';

function showAlreadySubmitted() {
  toast.info(intakeWords.intake.alreadySubmitted, { id: READ_ONLY_TOAST });
}

type IntakeFormProps = { projectId: string; saved: SavedIntake | null };

/** The questionnaire of one project: editable until submitted, then read-only (spec 4). */
export function IntakeForm({ projectId, saved }: IntakeFormProps) {
  const form = useIntakeForm(saved);
  const readOnly = saved?.status === 'submitted';
  const save = trpc.project.intake.save.useMutation();
  const utils = useTrpcUtils();

  async function refresh() {
    await Promise.all([
      utils.project.intake.get.invalidate({ projectId }),
      utils.client.dashboard.get.invalidate(),
    ]);
  }

  /** Saves a draft or submits; a refusal goes back to the form, which shows it on the fields and in a toast. */
  function send(as: 'draft' | 'submit') {
    const submit = as === 'submit';
    return form.sendAs(as, async (answers) => {
      try {
        const result = await save.mutateAsync({ projectId, submit, ...answers });
        if (submit) toast.success(intakeWords.intake.submitted);
        else toast.success(result.created ? intakePage.draftSaved : intakeWords.intake.updated);
        // Shows what was stored (trimmed, addresses completed) without remounting, so the focus stays.
        if (!submit) form.reset(toFormValues(answers));
        await refresh();
        // The confirmation sits above the form; a submitted form has nothing left to do below.
        if (submit) window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        // Submitted meanwhile (another tab): show why, and the read-only form.
        if (errorStatus(error) !== 412) throw error;
        showAlreadySubmitted();
        await refresh();
      }
    });
  }

  function explainIfField(event: PointerEvent<HTMLFormElement>) {
    if (event.target instanceof Element && event.target.closest('input, textarea, label, [role="radio"], [role="radiogroup"]')) {
      showAlreadySubmitted();
    }
  }

  function onSubmit(event: FormEvent) {
    // The buttons act themselves; Enter in a field must not submit a form that cannot be undone.
    event.preventDefault();
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6"
      aria-label={nl.pages.intake}
      // Disabled fields ignore clicks; the form still hears them and explains why (spec 8). Pointer-up
      // on a field only: a touch that scrolls the page ends in pointercancel and says nothing.
      onPointerUpCapture={readOnly ? explainIfField : undefined}
      data-testid="intake-form"
    >
      <IntakeSections form={form} disabled={readOnly || save.isPending} />
      <div className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <p className="text-sm text-muted-foreground">{readOnly ? intakeWords.intake.alreadySubmitted : intakePage.submitHint}</p>
        {readOnly ? (
          <Button size="lg" disabled className="w-full sm:w-auto sm:justify-self-end">
            <CheckCircle2 aria-hidden="true" />
            {intakePage.alreadySubmittedButton}
          </Button>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              size="lg"
              onClick={(event) => void send('draft')(event)}
              loading={save.isPending && save.variables?.submit === false}
              disabled={save.isPending}
            >
              {intakePage.saveDraft}
            </Button>
            <Button
              size="lg"
              onClick={(event) => void send('submit')(event)}
              loading={save.isPending && save.variables?.submit === true}
              disabled={save.isPending}
            >
              {intakePage.submit}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
