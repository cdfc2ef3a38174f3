import { trpc } from '@/client/lib/trpc';
import { IntakeForm } from './intake-form';
import { IntakeStatusNotice } from './intake-status-notice';

/** Loads one project's intake form and shows it with where it stands. */
export function ProjectIntake({ projectId }: { projectId: string }) {
  const [saved] = trpc.project.intake.get.useSuspenseQuery({ projectId });
  return (
    <>
      <IntakeStatusNotice saved={saved} />
      {/* Once submitted, the form starts again from what the server stored, read-only. */}
      <IntakeForm key={saved?.status === 'submitted' ? 'submitted' : 'editable'} projectId={projectId} saved={saved} />
    </>
  );
}
