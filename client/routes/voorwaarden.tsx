import { createFileRoute, Link } from '@tanstack/react-router';
import { termsText as t } from '@/src/text/nl/terms';
import { StepHeading, StepPage } from '@/client/features/accounts/step-page';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { ensureQuery } from '@/client/lib/route-data';
import { trpc } from '@/client/lib/trpc';

export const Route = createFileRoute('/voorwaarden')({
  loader: ({ context: { trpc: utils, queryClient } }) => ensureQuery(queryClient, utils.site.terms.queryOptions()),
  component: TermsPage,
  // A public page outside the signed-in shell (opened from onboarding in a tab of its own).
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});

/** The agency's general terms, as configured (TERMS_TEXT): paragraphs separated by blank lines. */
function TermsPage() {
  const [{ text }] = trpc.site.terms.useSuspenseQuery();
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <StepPage title={t.title}>
      <StepHeading title={t.title} />
      <div className="grid gap-4 text-sm leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
        <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
          {t.back}
        </Link>
      </div>
    </StepPage>
  );
}
