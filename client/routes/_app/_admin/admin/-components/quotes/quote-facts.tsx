import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '@/src/dates';
import type { QuoteDetail } from '@/src/schemas/quote-answers';
import { activitySentence } from '@/src/domain/activity';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { SectionCard } from '@/client/components/layout/section-card';

const t = quoteScreensText.detail;
type Step = QuoteDetail['history'][number]['step'];

// The history's steps in the activity log's words.
const STEP_LABELS: Record<Step, string> = {
  made: activitySentence('quote_created'),
  updated: activitySentence('quote_updated'),
  sent: activitySentence('quote_sent'),
  opened: activitySentence('quote_viewed'),
  accepted: activitySentence('quote_accepted'),
  declined: activitySentence('quote_declined'),
};

/** Label and value side by side from sm up, stacked on a phone; long values (a hash, a browser) wrap. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Whom it is for, until when, and the project its acceptance made. */
export function QuoteFacts({ quote }: { quote: QuoteDetail }) {
  const { recipient } = quote;
  return (
    <SectionCard title={t.recipient}>
      <dl className="grid gap-3">
        <Fact label={t.recipient}>
          <span className="block">{recipient.name}</span>
          {recipient.company && <span className="block text-muted-foreground">{recipient.company}</span>}
          <span className="block break-all text-muted-foreground">{recipient.email}</span>
          <span className="block text-xs text-muted-foreground">{recipient.kind === 'client' ? t.existingClient : t.newContact}</span>
        </Fact>
        <Fact label={t.validUntil}>
          <span className="whitespace-nowrap">{formatDate(quote.validUntil)}</span>
        </Fact>
        <Fact label={t.createdAt}>
          <span className="whitespace-nowrap">{formatDate(quote.createdAt)}</span>
        </Fact>
        {quote.projectId && (
          <Fact label={t.project}>
            <Link to="/admin/projects/$projectId" params={{ projectId: quote.projectId }} className="font-medium text-primary underline-offset-4 hover:underline">
              {t.toProject}
            </Link>
          </Fact>
        )}
      </dl>
    </SectionCard>
  );
}

/** The signature as stored at acceptance, or the reason of a refusal; nothing while unanswered. */
export function QuoteAnswer({ quote }: { quote: QuoteDetail }) {
  if (quote.signature) {
    const { signature } = quote;
    return (
      <SectionCard title={t.signature} description={t.signatureDescription}>
        <dl className="grid gap-3" data-testid="quote-signature">
          <Fact label={t.signedName}>{signature.fullName}</Fact>
          <Fact label={t.signedAt}>
            <span className="whitespace-nowrap">{formatDateTime(signature.signedAt)}</span>
          </Fact>
          <Fact label={t.network}>{signature.network ?? '—'}</Fact>
          <Fact label={t.browser}>{signature.userAgent ?? '—'}</Fact>
          <Fact label={t.pdfHash}>
            <code className="font-mono text-xs break-all">{signature.pdfSha256}</code>
          </Fact>
        </dl>
      </SectionCard>
    );
  }
  if (quote.storedStatus === 'afgewezen') {
    return (
      <SectionCard title={t.declined}>
        <dl className="grid gap-3">
          {quote.decidedAt && (
            <Fact label={t.declined}>
              <span className="whitespace-nowrap">{formatDateTime(quote.decidedAt)}</span>
            </Fact>
          )}
          <Fact label={t.declinedReason}>{quote.declineReason ?? t.noReason}</Fact>
        </dl>
      </SectionCard>
    );
  }
  return null;
}

/** Made, changed, sent, opened, answered: who and when, oldest first. */
export function QuoteHistory({ quote }: { quote: QuoteDetail }) {
  return (
    <SectionCard title={t.history}>
      {quote.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noHistory}</p>
      ) : (
        <ol className="grid gap-3" data-testid="quote-history">
          {quote.history.map((entry, index) => (
            <li key={index} className="grid gap-0.5 border-l-2 border-primary/30 pl-3 text-sm">
              <span className="font-medium">{STEP_LABELS[entry.step]}</span>
              <span className="text-muted-foreground">
                <span className="whitespace-nowrap">{formatDateTime(entry.at)}</span>
                {entry.who && ` · ${entry.who}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
