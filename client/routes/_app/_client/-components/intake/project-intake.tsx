import { Loading } from '@/client/components/ui/spinner';
import { trpc } from '@/client/lib/trpc';
import { IntakeForm } from './intake-form';
import { IntakeStatusNotice } from './intake-status-notice';
import { LoadError } from '@/client/components/ui/load-error';

/** Loads one project's intake form and shows it with where it stands. */
export function ProjectIntake({ projectId }: { projectId: string }) {
  const intake = trpc.project.intake.get.useQuery({ projectId });
  if (intake.isPending) return <Loading />;
  if (intake.isError) {
    return (
      <LoadError error={intake.error} onRetry={() => void intake.refetch()} />
    );
  }
  const saved = intake.data;
  return (
    <>
      <IntakeStatusNotice saved={saved} />
      {/* Once submitted, the form starts again from what the server stored, read-only. */}
      <IntakeForm key={saved?.status === 'submitted' ? 'submitted' : 'editable'} projectId={projectId} saved={saved} />
    </>
  );
}
