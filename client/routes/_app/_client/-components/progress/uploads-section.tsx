import { AlertTriangle } from 'lucide-react';
import { toast } from 'sonner';
import { nl } from '../../../../../../src/text/nl';
import { Button } from '../../../../../components/ui/button';
import { EmptyState } from '../../../../../components/ui/empty-state';
import { Loading } from '../../../../../components/ui/spinner';
import { UploadDropZone } from '../../../../../features/uploads/upload-drop-zone';
import { UploadList, type UploadListItem } from '../../../../../features/uploads/upload-list';
import { errorMessage, trpc } from '../../../../../lib/trpc';
import { SectionCard } from './section-card';
import { useProgressRefresh } from './use-progress-refresh';

const t = nl.progressPage.uploads;

/** Spec 2/5: upload content files, list them, download any and delete one's own. */
export function UploadsSection({ projectId }: { projectId: string }) {
  const uploads = trpc.client.uploads.list.useQuery({ projectId });
  const remove = trpc.client.uploads.delete.useMutation();
  const refresh = useProgressRefresh(projectId);

  async function onDelete(upload: UploadListItem) {
    try {
      await remove.mutateAsync({ projectId, uploadId: upload.id });
      toast.success(nl.uploads.deleted);
    } catch (error) {
      toast.error(errorMessage(error, nl.uploads.deleteFailed));
      throw error;
    } finally {
      await refresh.uploads();
    }
  }

  return (
    <SectionCard id="bestanden" title={t.title} description={t.description}>
      <div className="grid grid-cols-1 gap-4">
        <UploadDropZone projectId={projectId} onUploaded={() => void refresh.uploads()} />
        {uploads.isPending ? (
          <Loading className="py-8" />
        ) : uploads.isError ? (
          <EmptyState
            icon={AlertTriangle}
            title={nl.generic.loadFailed}
            description={errorMessage(uploads.error, nl.generic.error)}
            action={
              <Button variant="outline" size="sm" onClick={() => void uploads.refetch()}>
                {nl.generic.retry}
              </Button>
            }
            className="py-8"
          />
        ) : (
          <UploadList uploads={uploads.data} onDelete={onDelete} />
        )}
      </div>
    </SectionCard>
  );
}
