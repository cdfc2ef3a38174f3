import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { SearchBox } from '@/client/features/lists/search-box';
import { ensureQuery } from '@/client/lib/route-data';
import { NewProjectDialog } from '../-components/projects/new-project-dialog';
import { ProjectsTable } from '../-components/projects/projects-table';

export const Route = createFileRoute('/_app/_admin/admin/projects/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  // The page's projects and the first developers for the selects, in one batch.
  loader: async ({ context: { trpc, queryClient }, deps }) => {
    await Promise.all([
      ensureQuery(queryClient, trpc.admin.projects.list.queryOptions(deps)),
      // What a developer select shows before anything is typed (developer-select.tsx).
      ensureQuery(queryClient, trpc.admin.users.list.queryOptions({ role: 'developer', q: '', page: 1 })),
    ]);
  },
  component: ProjectsPage,
  errorComponent: routeErrorTitled(projectText.project.loadFailed),
});

/** Projectbeheer (spec 2): search, "x van y", developer and status per row, and a new project. */
function ProjectsPage() {
  const { q = '', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={nl.pages.adminProjects} description={projectText.project.adminDescription} actions={<NewProjectDialog />} />
      <div className="mb-4">
        <SearchBox value={q} placeholder={projectText.project.searchPlaceholder} onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />
      </div>
      <ProjectsTable q={q} page={page} onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })} />
    </>
  );
}
