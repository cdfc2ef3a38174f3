import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { DeveloperProjectList } from '@/client/features/developer/developer-project-list';
import { ensureQuery } from '@/client/lib/route-data';

export const Route = createFileRoute('/_app/_developer/developer/projects/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.developer.projects.list.queryOptions(deps)),
  component: MyProjectsPage,
  errorComponent: routeErrorTitled(projectText.project.loadFailed),
});

/** Mijn Projecten (spec 2): the same search as the dashboard, one card per project. */
function MyProjectsPage() {
  const { q = '', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={nl.pages.developerProjects} description={nl.dashboard.myProjectsDescription} />
      <DeveloperProjectList
        q={q}
        page={page}
        layout="cards"
        onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
      />
    </>
  );
}
