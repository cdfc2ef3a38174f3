import { AlertTriangle } from 'lucide-react';
import { nl } from '../../../../../../src/text/nl';
import { Button } from '../../../../../components/ui/button';
import { EmptyState } from '../../../../../components/ui/empty-state';
import { Loading } from '../../../../../components/ui/spinner';
import { errorMessage, trpc } from '../../../../../lib/trpc';
import { IntakeForm } from './intake-form';
import { IntakeStatusNotice } from './intake-status-notice';

/** Loads one project's intake form and shows it with where it stands. */
export function ProjectIntake({ projectId }: { projectId: string }) {
  const intake = trpc.client.intake.get.useQuery({ projectId });
  if (intake.isPending) return <Loading />;
  if (intake.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        title={nl.generic.loadFailed}
        description={errorMessage(intake.error, nl.generic.loadFailed)}
        action={<Button onClick={() => void intake.refetch()}>{nl.generic.retry}</Button>}
      />
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
