import { toast } from 'sonner';
import { nl } from '@/src/text/nl';
import { Loading } from '@/client/components/ui/spinner';
import { UploadDropZone } from '@/client/features/uploads/upload-drop-zone';
import { UploadList, type UploadListItem } from '@/client/features/uploads/upload-list';
import { LoadOlder, olderPages, olderRows } from '@/client/features/lists/load-older';
import { errorMessage, trpc } from '@/client/lib/trpc';
import { SectionCard } from '@/client/components/layout/section-card';
import { useProgressRefresh } from './use-progress-refresh';
import { LoadError } from '@/client/components/ui/load-error';

const t = nl.uploads;

/** Spec 2/5: upload content files, list them, download any and delete one's own. */
export function UploadsSection({ projectId }: { projectId: string }) {
  // The newest 50 files, older ones on request; the loader prefetches the first page.
  const uploads = trpc.project.uploads.list.useInfiniteQuery({ projectId }, olderPages);
  const remove = trpc.project.uploads.delete.useMutation();
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
          <LoadError error={uploads.error} onRetry={() => void uploads.refetch()} compact />
        ) : (
          <>
            <UploadList uploads={uploads.data.pages.flat()} onDelete={onDelete} />
            <LoadOlder older={olderRows(uploads)} label={t.loadOlder} failedLabel={t.olderFailed} />
          </>
        )}
      </div>
    </SectionCard>
  );
}
