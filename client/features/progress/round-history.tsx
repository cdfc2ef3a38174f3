import { ExternalLink } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { isAllowedBuildLink, pinLabel } from '@/src/domain/review';
import { isOpenPin, PIN_STATUS_LABELS, type PinStatus } from '@/src/domain/statuses';
import { isWebsiteUrl } from '@/src/schemas/fields';
import { Badge } from '@/client/components/ui/badge';
import { projectText } from '@/src/text/nl/project';
import { timelineText } from '@/src/text/nl/timeline';
import { keepDatesTogether } from '@/client/lib/dates';

const t = timelineText.timeline;

export type RoundView = {
  id: string;
  roundNumber: number;
  developerNote: string | null;
  previewLink: string | null;
  readyAt: Date;
  readyByName: string | null;
  feedback: string | null;
  feedbackAt: Date | null;
  feedbackByName: string | null;
  approved: boolean;
  pins: { id: string; number: number; comment: string; status: string; target: string; elementRole: string | null; elementName: string | null; imageName: string | null }[];
};

/** The pins the agency has not resolved yet, over every round of a step. */
export function openPinCount(rounds: readonly RoundView[]): number {
  return rounds.reduce((count, round) => count + round.pins.filter(isOpenPin).length, 0);
}

function PreviewAtTheTime({ link }: { link: string }) {
  // Only a link the portal would store ever becomes one, whatever a row holds.
  if (!isWebsiteUrl(link) && !isAllowedBuildLink(link, { production: false })) return <span className="wrap-anywhere">{link}</span>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline wrap-anywhere">
      {link}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{projectText.project.overview.opensInNewTab}</span>
    </a>
  );
}

/** One round: who handed it over and when, the note, the preview then, the client's answer and its pins. */
function Round({ round, current }: { round: RoundView; current: boolean }) {
  const outcome = round.approved ? t.roundApproved : round.feedbackAt ? timelineText.timeline.changesRequestedLabel : current ? t.roundWaiting : null;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 text-sm" data-testid="review-round">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{t.round(round.roundNumber)}</h4>
        {outcome && <Badge tone={round.approved ? 'success' : round.feedbackAt ? 'warning' : 'neutral'}>{outcome}</Badge>}
      </div>
      <p className="text-muted-foreground">{keepDatesTogether(t.roundReady(round.readyByName ?? t.someone, formatDateTime(round.readyAt)))}</p>
      {round.developerNote && (
        <div>
          <p className="font-medium">{t.developerNote}</p>
          <p className="whitespace-pre-wrap text-muted-foreground wrap-anywhere">{round.developerNote}</p>
        </div>
      )}
      {round.previewLink && (
        <p className="min-w-0 text-muted-foreground">
          {t.roundPreview} <PreviewAtTheTime link={round.previewLink} />
        </p>
      )}
      {round.feedback && round.feedbackAt && (
        <div className="rounded-md border border-warning/40 bg-warning/10 p-2" data-testid="round-feedback">
          <p className="font-medium">{keepDatesTogether(t.changesRequestedBy(round.feedbackByName ?? t.someone, formatDateTime(round.feedbackAt)))}</p>
          <p className="mt-1 whitespace-pre-wrap wrap-anywhere">{round.feedback}</p>
        </div>
      )}
      {round.pins.length > 0 && (
        <div>
          <p className="font-medium">{t.roundPins(round.pins.length)}</p>
          <ul className="mt-1 grid gap-1">
            {round.pins.map((pin) => (
              <li key={pin.id} className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{pinLabel(pin)}:</span>
                <span className="min-w-0 text-muted-foreground wrap-anywhere">{pin.comment}</span>
                <Badge tone={isOpenPin(pin) ? 'warning' : 'success'}>{PIN_STATUS_LABELS[pin.status as PinStatus] ?? pin.status}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** Every round of a step, for the client and the staff alike, also after approval; folded away until opened. */
export function RoundHistory({ rounds, open = false }: { rounds: readonly RoundView[]; open?: boolean }) {
  if (rounds.length === 0) return null;
  return (
    <details className="mt-3 group" open={open} data-testid="round-history">
      <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t.rounds(rounds.length)}
      </summary>
      <ol className="mt-2 grid gap-2">
        {[...rounds].reverse().map((round, index) => (
          <Round key={round.id} round={round} current={index === 0} />
        ))}
      </ol>
    </details>
  );
}
