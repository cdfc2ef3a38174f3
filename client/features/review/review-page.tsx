import { useEffect, type ReactNode } from 'react';
import { reviewText } from '@/src/text/nl/review';
import { PageHeader } from '@/client/components/layout/page-header';
import { trpc } from '@/client/lib/trpc';
import { ReviewScreen } from './review-screen';

const t = reviewText.review;

/**
 * The server sets a review page's frame-src (the preview origin) when the page loads; a screen reached inside the app keeps the
 * policy of the page it came from, so it loads itself afresh once.
 */
function useOwnDocument() {
  useEffect(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    if (navigation && new URL(navigation.name).pathname !== window.location.pathname) window.location.replace(window.location.href);
  }, []);
}

type ReviewPageProps = {
  projectId: string;
  stepId: string | undefined;
  role: 'client' | 'staff';
  /** The way back to the project's page. */
  back: ReactNode;
  onStep: (stepId: string) => void;
};

/** The review screen as a page of its own, for the client and the staff alike. */
export function ReviewPage({ projectId, stepId, role, back, onStep }: ReviewPageProps) {
  useOwnDocument();
  const [screen] = trpc.project.review.get.useSuspenseQuery({ projectId, stepId });
  const step = screen.steps.find((candidate) => candidate.id === screen.stepId);
  return (
    <>
      <PageHeader title={t.pageTitle} description={t.pageDescription(step?.stepName ?? null)} actions={back} />
      {screen.steps.length > 1 && (
        <label className="mb-4 grid w-fit gap-1.5 text-sm font-medium">
          {t.step}
          <select value={screen.stepId ?? ''} onChange={(event) => onStep(event.target.value)} className="h-10 max-w-full rounded-md border bg-card px-3 text-sm">
            {screen.steps.map((option) => (
              <option key={option.id} value={option.id}>
                {option.stepName}
              </option>
            ))}
          </select>
        </label>
      )}
      <ReviewScreen key={screen.stepId ?? 'geen'} projectId={projectId} stepId={stepId} role={role} />
    </>
  );
}
