import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { PageTitle } from '@/client/components/layout/page-title';
import { buttonClasses } from '@/client/components/ui/button';

const t = quoteScreensText.detail;

/** A quote that does not exist and a malformed address read the same; the way back leads to the list. */
export function QuoteNotFound() {
  return (
    <div className="flex min-h-[50svh] flex-col items-center justify-center gap-3 px-6 text-center" data-testid="quote-not-found">
      <PageTitle title={t.notFound} />
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-xl font-semibold">{t.notFound}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{t.notFoundDescription}</p>
      <Link to="/admin/quotes" className={buttonClasses('outline', 'md', 'mt-2')}>
        {t.back}
      </Link>
    </div>
  );
}
