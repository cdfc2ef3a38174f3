import { formatDateTime } from '@/src/dates';
import { intakePage } from '@/src/text/nl/intake';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { Alert } from '@/client/components/ui/alert';
import type { SavedIntake } from './use-intake-form';

/** Where the form stands: submitted (read-only, spec 4) or a draft still to submit. */
export function IntakeStatusNotice({ saved }: { saved: SavedIntake | null }) {
  if (!saved) return null;
  const when = formatDateTime(saved.updatedAt);
  if (saved.status === 'submitted') {
    return (
      <div className="mb-6" data-testid="intake-submitted">
        <Alert tone="success" title={intakePage.submittedTitle}>
          {intakePage.submittedOn(when)} {intakeWords.intake.alreadySubmitted}
        </Alert>
      </div>
    );
  }
  return (
    <div className="mb-6" data-testid="intake-draft">
      <Alert tone="info" title={intakeWords.intake.draft}>
        {intakePage.draftDescription(when)}
      </Alert>
    </div>
  );
}
