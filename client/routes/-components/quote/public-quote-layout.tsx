import type { ReactNode } from 'react';
import { Briefcase, LinkIcon } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { PageTitle } from '@/client/components/layout/page-title';

const t = quoteScreensText.public;

/** The recipient's page has no account and no menu: the portal's name above one readable column. */
export function PublicQuoteLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <PageTitle title={title} />
      <header className="flex h-14 items-center gap-3 border-b bg-card px-4 sm:px-6">
        <div className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Briefcase aria-hidden="true" className="size-4" />
        </div>
        <p className="font-semibold">{nl.app.title}</p>
      </header>
      <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 md:py-12">{children}</main>
    </div>
  );
}

/** A link that leads to no quote we may show (a typo, or one that is no longer valid). */
export function UnknownQuoteLink() {
  return (
    <PublicQuoteLayout title={t.unknownTitle}>
      <div className="rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8" data-testid="quote-unknown">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <LinkIcon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{t.unknownTitle}</h1>
        <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">{t.unknownText}</p>
      </div>
    </PublicQuoteLayout>
  );
}
