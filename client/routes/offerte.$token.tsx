import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { formatDate, todayInAmsterdam } from '@/src/dates';
import { quoteDownloadPaths, quoteStatus, type QuoteStatus } from '@/src/domain/quotes';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { buttonClasses } from '@/client/components/ui/button';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { QuoteContents } from '@/client/features/quotes/quote-contents';
import { ensureQuery, orNotFound } from '@/client/lib/route-data';
import { trpc } from '@/client/lib/trpc';
import { AcceptQuoteForm, type AcceptAnswer } from './-components/quote/accept-quote-form';
import { PublicQuoteLayout, UnknownQuoteLink } from './-components/quote/public-quote-layout';
import { QuoteAccepted, QuoteDeclined, QuoteExpired } from './-components/quote/quote-outcome';

const t = quoteScreensText.public;

export const Route = createFileRoute('/offerte/$token')({
  // Opening it is what moves Verzonden to Bekeken; an answered quote shows its outcome, a wrong or expired link is not found.
  loader: ({ context: { trpc: utils, queryClient }, params }) => orNotFound(ensureQuery(queryClient, utils.quote.view.queryOptions({ token: params.token }))),
  component: PublicQuotePage,
  // A public page outside the signed-in shell: its states take the whole screen.
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
  notFoundComponent: UnknownQuoteLink,
});

/** /offerte/<token>: the whole quote and the terms, its PDF, and accepting (typed name and agreement) or declining. */
function PublicQuotePage() {
  const { token } = Route.useParams();
  const [quote] = trpc.quote.view.useSuspenseQuery({ token }, { staleTime: Infinity });
  // What this visit answered, shown at once; a later visit reads the outcome from the quote's status.
  const [answer, setAnswer] = useState<{ accepted: AcceptAnswer } | { declined: true } | null>(null);
  // The outcome stands at the top of the page: take the reader there.
  const answered = (next: { accepted: AcceptAnswer } | { declined: true }) => {
    setAnswer(next);
    requestAnimationFrame(() => window.scrollTo({ top: 0 }));
  };
  const status: QuoteStatus = answer ? ('accepted' in answer ? 'geaccepteerd' : 'afgewezen') : quote.status;
  const open = (status === 'verzonden' || status === 'bekeken') && quoteStatus({ status, validUntil: quote.validUntil }, todayInAmsterdam()) !== 'verlopen';
  const recipient = quote.recipient.company ? `${quote.recipient.name} (${quote.recipient.company})` : quote.recipient.name;

  return (
    <PublicQuoteLayout title={t.heading(quote.number)}>
      <div className="grid gap-1.5">
        <p className="text-sm text-muted-foreground">{t.from(quote.agency.name)}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">{t.heading(quote.number)}</h1>
        <p className="text-sm text-muted-foreground">
          {t.forWhom(recipient)}
          {' · '}
          <span className="whitespace-nowrap">{t.validUntil(formatDate(quote.validUntil))}</span>
        </p>
      </div>

      {status === 'geaccepteerd' && (
        <QuoteAccepted
          signedPdfUrl={answer && 'accepted' in answer ? answer.accepted.signedPdfUrl : quoteDownloadPaths.signedPdfByToken(token)}
          newAccount={answer && 'accepted' in answer ? answer.accepted.newAccount : null}
          email={quote.recipient.email}
        />
      )}
      {status === 'afgewezen' && <QuoteDeclined />}
      {!open && status !== 'geaccepteerd' && status !== 'afgewezen' && <QuoteExpired validUntil={quote.validUntil} />}

      <section aria-labelledby="contents-heading" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h2 id="contents-heading" className="text-lg font-semibold">
            {t.contents}
          </h2>
          {open && (
            <a href={quote.pdfUrl} download className={buttonClasses('outline', 'md', 'h-auto min-h-9 w-full py-2 text-center whitespace-normal sm:w-auto')}>
              <Download aria-hidden="true" />
              {t.downloadPdf}
            </a>
          )}
        </div>
        {quote.introduction && <p className="text-sm leading-relaxed whitespace-pre-line">{quote.introduction}</p>}
        <QuoteContents lines={quote.lines} totals={quote.totals} />
      </section>

      <section aria-labelledby="terms-heading" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="terms-heading" className="text-lg font-semibold">
          {t.terms}
        </h2>
        {/* Long terms scroll in their own box; the keyboard reaches it too. */}
        <div tabIndex={0} role="region" aria-labelledby="terms-heading" className="max-h-80 overflow-y-auto rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed whitespace-pre-line" data-testid="quote-terms">
          {quote.terms}
        </div>
      </section>

      {open && (
        <AcceptQuoteForm token={token} onAccepted={(accepted) => answered({ accepted })} onDeclined={() => answered({ declined: true })} />
      )}
    </PublicQuoteLayout>
  );
}
