import { Link } from '@tanstack/react-router';
import { ArrowRight, FolderPlus } from 'lucide-react';
import { packageName } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { turnsText as turnText } from '@/src/text/nl/turns';
import { PageHeader } from '@/client/components/layout/page-header';
import { buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { trpc } from '@/client/lib/trpc';
import { IntakeBanner } from '@/client/features/intake/intake-banner';
import { ProjectCard } from './client-dashboard/project-card';
import { WaitingForYou } from './waiting-for-you';

const text = clientDashboardPage;

function NewProjectLink({ label = nl.dashboard.newProject }: { label?: string }) {
  return (
    <Link to="/onboarding" search={{ intent: 'new' }} className={buttonClasses()}>
      {label}
    </Link>
  );
}

function DashboardContent() {
  const [{ projects, waitingForYou }] = trpc.client.dashboard.get.useSuspenseQuery();
  const packageOf = new Map(projects.map((project) => [project.id, packageName(project.packageType)]));
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderPlus}
        title={projectText.project.none}
        description={text.noProjectsDescription}
        action={<NewProjectLink label={projectText.project.startProject} />}
      />
    );
  }
  return (
    <>
      <IntakeBanner projects={projects} />
      <WaitingForYou
        viewer="client"
        steps={waitingForYou.map((step) => ({
          ...step,
          context: packageOf.get(step.projectId) ?? '',
          action: (
            <Link to="/progress" search={{ project: step.projectId }} className={buttonClasses('outline', 'sm', 'self-start sm:self-auto')}>
              {turnText.turns.toStep}
              <ArrowRight aria-hidden="true" />
            </Link>
          ),
        }))}
      />
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
