import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { projectText } from '@/src/text/nl/project';
import { PageTitle } from '@/client/components/layout/page-title';
import { buttonClasses } from '@/client/components/ui/button';

/** Where "Naar mijn projecten" leads: the page without a project named, or the staff's project list. */
type OwnProjects = '/intake' | '/progress' | '/upsells' | '/admin/projects' | '/developer/projects';

/**
 * Spec 8: a project that does not exist and one that is someone else's read the same. The
 * notFoundComponent of every route whose loader looks a project up by the address.
 */
export function ProjectNotFoundPage({ ownProjects }: { ownProjects: OwnProjects }) {
  return (
    <div className="flex min-h-[50svh] flex-col items-center justify-center gap-3 px-6 text-center" data-testid="project-not-found">
      <PageTitle title={projectText.project.notFound} />
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-xl font-semibold">{projectText.project.notFound}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{projectText.project.notFoundDescription}</p>
      <Link to={ownProjects} className={buttonClasses('outline', 'md', 'mt-2')}>
        {projectText.project.toOwnProjects}
      </Link>
    </div>
  );
}
