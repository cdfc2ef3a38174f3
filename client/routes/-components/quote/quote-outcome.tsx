import { Link } from '@tanstack/react-router';
import { CalendarX, CheckCircle2, FileCheck2, Mail, XCircle } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { buttonClasses } from '@/client/components/ui/button';

const t = quoteScreensText.public;

/** After "Accepteren": the signed PDF with its audit page, and the next step (the invitation mail, or signing in). */
export function QuoteAccepted({ signedPdfUrl, newAccount, email }: { signedPdfUrl: string; newAccount: boolean | null; email: string }) {
  return (
    <section className="grid gap-5 rounded-xl border border-success/30 bg-card p-5 shadow-sm sm:p-6" data-testid="quote-accepted" aria-labelledby="accepted-heading">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <h2 id="accepted-heading" className="text-lg font-semibold text-balance">
          {t.acceptedTitle}
        </h2>
      </div>
      <a href={signedPdfUrl} download className={buttonClasses('primary', 'lg', 'h-auto min-h-11 w-full py-2 text-center whitespace-normal sm:w-auto sm:justify-self-start')}>
        <FileCheck2 aria-hidden="true" />
        {t.downloadSigned}
      </a>
      <div className="grid gap-2 rounded-lg bg-muted/40 p-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Mail aria-hidden="true" className="size-4 text-primary" />
          {t.nextTitle}
        </h3>
        {newAccount === false ? (
          <>
            <p className="text-sm">{t.nextExistingClient}</p>
            <Link to="/auth" className={buttonClasses('outline', 'md', 'justify-self-start')}>
              {t.toLogin}
            </Link>
          </>
        ) : (
          <p className="text-sm break-words">{t.nextInvitation(email)}</p>
        )}
      </div>
    </section>
  );
}

export function QuoteDeclined() {
  return (
    <section className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6" data-testid="quote-declined">
      <XCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
      <div>
        <h2 className="text-lg font-semibold">{t.declinedTitle}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.declinedText}</p>
      </div>
    </section>
  );
}

export function QuoteExpired({ validUntil }: { validUntil: string }) {
  return (
    <section className="flex items-start gap-3 rounded-xl border border-warning/40 bg-card p-5 shadow-sm sm:p-6" data-testid="quote-expired">
      <CalendarX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
      <div>
        <h2 className="text-lg font-semibold">{t.expiredTitle}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.expiredText(formatDate(validUntil))}</p>
      </div>
    </section>
  );
}
