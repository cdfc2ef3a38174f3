import { formatDateTime } from '@/src/dates';
import { turnsText as turnText } from '@/src/text/nl/turns';
import { clientTurnSince, signOffSentence, stepTurn, turnLabel, type SignOffLine, type StepTurn, type TurnViewer } from '@/src/domain/turns';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { keepDatesTogether } from '@/client/lib/dates';
import { timelineText } from '@/src/text/nl/timeline';

const TONES: Record<StepTurn, BadgeTone> = { agency: 'neutral', client: 'warning', done: 'success' };

type TurnStep = { stepNumber: number; status: string; completedAt: Date | null };

type TurnProps = { step: TurnStep; viewer: TurnViewer; projectCreatedAt: Date | null };

function turnWords({ step, viewer, projectCreatedAt }: TurnProps) {
  const turn = stepTurn(step);
  // The staff's label with its date may be wider than a phone: it wraps, its date stays whole.
  return { turn, words: keepDatesTogether(turnLabel(turn, viewer, viewer === 'staff' ? clientTurnSince(step, projectCreatedAt) : null)) };
}

/** "Wij zijn aan zet", "Jouw beurt" (staff: "Klant is aan zet sinds …") or "Afgerond", as a badge where it is a row's only one. */
export function StepTurnBadge(props: TurnProps) {
  const { turn, words } = turnWords(props);
  return (
    <Badge tone={TONES[turn]} className="whitespace-normal" data-testid="step-turn" data-turn={turn}>
      {words}
    </Badge>
  );
}

/** The same words as plain text, beside a step's date where the step already wears its one badge. */
export function StepTurnText(props: TurnProps) {
  const { turn, words } = turnWords(props);
  return (
    <span data-testid="step-turn" data-turn={turn}>
      {words}
    </span>
  );
}

/** "Goedgekeurd door Pieter Visser op 23 november 2026 om 14:05 (preview: …)" */
export function StepSignOff({ signOff }: { signOff: SignOffLine }) {
  return (
    <p className="mt-2 text-sm text-success-strong wrap-anywhere" data-testid="sign-off">
      {keepDatesTogether(signOffSentence(signOff))}
    </p>
  );
}

/** The client's request for changes on a step, with who and when, as both sides read it. */
export function ClientFeedback({ feedback, at, by }: { feedback: string; at: Date | null; by?: string | null }) {
  const heading = at ? (by ? timelineText.timeline.changesRequestedBy(by, formatDateTime(at)) : turnText.turns.clientFeedbackAt(formatDateTime(at))) : turnText.turns.clientFeedback;
  return (
    <div className="mt-3 rounded-lg border border-primary/20 bg-primary-soft/40 p-3 text-sm" data-testid="client-feedback">
      <p className="font-medium">{heading}</p>
      <p className="mt-1 whitespace-pre-wrap text-muted-foreground wrap-anywhere">{feedback}</p>
    </div>
  );
}
