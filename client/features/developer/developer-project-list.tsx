import { Link } from '@tanstack/react-router';
import { FolderKanban, SearchX } from 'lucide-react';
import { formatEuro } from '@/src/domain/money';
import { packageName } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { listsText } from '@/src/text/nl/lists';
import { buttonClasses } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { SearchBox } from '@/client/features/lists/search-box';
import { ProjectStatusBadge } from '@/client/features/projects/project-status-badge';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';

export type DeveloperProjects = RouterOutputs['developer']['projects']['list'];

type DeveloperProjectListProps = {
  q: string;
  page: number;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  /** The dashboard shows rows; Mijn Projecten shows cards. */
  layout: 'rows' | 'cards';
};

/** The developer's assigned projects, searched on the server (client, company, package, Dutch status). */
export function DeveloperProjectList({ q, page, onSearch, onPage, layout }: DeveloperProjectListProps) {
  const [projects] = trpc.developer.projects.list.useSuspenseQuery({ q, page });
  return (
    <section aria-labelledby="toegewezen-projecten">
      <h2 id="toegewezen-projecten" className="sr-only">
        {nl.dashboard.developerProjects}
      </h2>
      <div className="mb-4">
        <SearchBox value={q} onSearch={onSearch} placeholder={nl.dashboard.developerSearch} />
      </div>
      {projects.items.length === 0 ? (
        q ? (
          <EmptyState icon={SearchX} title={listsText.lists.noResults} description={listsText.lists.noResultsFor(q)} />
        ) : (
          <EmptyState icon={FolderKanban} title={nl.dashboard.developerNone} description={nl.dashboard.developerNoneDescription} />
        )
      ) : (
        <>
          <ul className={layout === 'cards' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-3'}>
            {projects.items.map((project) => {
              const client = project.clientName?.trim() || projectText.project.unknownClient;
              return (
                <li key={project.id} data-testid="developer-project">
                  <Card className={layout === 'cards' ? 'flex h-full flex-col gap-4 p-5' : 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center'}>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{client}</p>
                      <p className="text-sm text-muted-foreground">
                        {project.companyName ? `${project.companyName} · ` : ''}
                        {packageName(project.packageType)} · {projectText.project.perMonth(formatEuro(project.monthlyPrice))}
                      </p>
                    </div>
                    <div className={layout === 'cards' ? 'flex items-center justify-between gap-3' : 'flex items-center gap-3'}>
                      <ProjectStatusBadge status={project.status} />
                      <Link to="/developer/projects/$projectId" params={{ projectId: project.id }} className={buttonClasses('outline', 'sm')}>
                        {projectText.project.viewProject}
                      </Link>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Pagination page={page} total={projects.total} onPage={onPage} />
        </>
      )}
    </section>
  );
}
