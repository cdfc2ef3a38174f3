import { Link } from '@tanstack/react-router';
import { FolderPlus } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { PageHeader } from '@/client/components/layout/page-header';
import { buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { trpc } from '@/client/lib/trpc';
import { IntakeBanner } from '@/client/features/intake/intake-banner';
import { ProjectCard } from './client-dashboard/project-card';

const text = nl.clientDashboardPage;

function NewProjectLink({ label = nl.dashboard.newProject }: { label?: string }) {
  return (
    <Link to="/onboarding" search={{ intent: 'new' }} className={buttonClasses()}>
      {label}
    </Link>
  );
}

function DashboardContent() {
  const [{ projects }] = trpc.client.dashboard.get.useSuspenseQuery();
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderPlus}
        title={nl.project.none}
        description={text.noProjectsDescription}
        action={<NewProjectLink label={nl.project.startProject} />}
      />
    );
  }
  return (
    <>
      <IntakeBanner projects={projects} />
      <section aria-labelledby="client-projects">
        <h2 id="client-projects" className="sr-only">
          {text.projectsHeading}
        </h2>
        <div className="grid gap-6">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      </section>
    </>
  );
}

export function ClientDashboard() {
  return (
    <>
      <PageHeader title={nl.dashboard.clientWelcome} description={nl.dashboard.clientDescription} actions={<NewProjectLink />} />
      <DashboardContent />
    </>
  );
}
