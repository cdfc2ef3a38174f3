import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { reviewText } from '@/src/text/nl/review';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { buttonClasses } from '@/client/components/ui/button';
import { ProjectNotFoundPage } from '@/client/features/projects/project-not-found';
import { ReviewPage } from '@/client/features/review/review-page';
import { validateReviewSearch } from '@/client/features/review/review-search';
import { ensureQuery, orNotFound } from '@/client/lib/route-data';
import { projectText } from '@/src/text/nl/project';

export const Route = createFileRoute('/_app/_client/review/$projectId')({
  validateSearch: validateReviewSearch,
  loaderDeps: ({ search }) => ({ step: search.step }),
  loader: ({ context: { trpc, queryClient }, params, deps }) =>
    orNotFound(ensureQuery(queryClient, trpc.project.review.get.queryOptions({ projectId: params.projectId, stepId: deps.step }))),
  component: ClientReviewPage,
  errorComponent: routeErrorTitled(projectText.project.loadFailed),
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/progress" />,
});

/** The client's review screen: pins on the preview of their project's step awaiting them. */
function ClientReviewPage() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = (
    <Link to="/progress" search={{ project: projectId }} className={buttonClasses('outline')}>
      <ArrowLeft aria-hidden="true" />
      {reviewText.review.back}
    </Link>
  );
  return <ReviewPage projectId={projectId} stepId={search.step} role="client" back={back} onStep={(step) => void navigate({ search: { step }, replace: true })} />;
}
