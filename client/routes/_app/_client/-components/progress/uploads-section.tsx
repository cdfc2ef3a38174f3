import { toast } from '@/client/lib/toast';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { UploadList, type UploadListItem } from '@/client/features/uploads/upload-list';
import { LoadOlder, olderRows } from '@/client/features/lists/load-older';
import { olderPages } from '@/client/features/lists/older-pages';
import { errorMessage, trpc } from '@/client/lib/trpc';
import { SectionCard } from '@/client/components/layout/section-card';
import { UploadDropZone } from './upload-drop-zone';
import { useProgressRefresh } from './use-progress-refresh';

const t = uploadText.uploads;

/** Spec 2/5: upload content files, list them, download any and delete one's own. */
export function UploadsSection({ projectId, className }: { projectId: string; className?: string }) {
  // The newest 50 files, older ones on request; the loader ensures the first page.
  const [uploads, query] = trpc.project.uploads.list.useSuspenseInfiniteQuery({ projectId }, olderPages);
  const remove = trpc.project.uploads.delete.useMutation();
  const refresh = useProgressRefresh(projectId);

  async function onDelete(upload: UploadListItem) {
    try {
      await remove.mutateAsync({ projectId, uploadId: upload.id });
      toast.success(uploadText.uploads.deleted);
    } catch (error) {
      toast.error(errorMessage(error, uploadText.uploads.deleteFailed));
      throw error;
    } finally {
      await refresh.uploads();
    }
  }

  return (
    <SectionCard id="bestanden" title={t.title} description={t.description} className={className}>
      <div className="grid grid-cols-1 gap-4">
        <UploadDropZone projectId={projectId} onUploaded={() => void refresh.uploads()} />
        <UploadList uploads={uploads.pages.flat()} onDelete={onDelete} />
        <LoadOlder older={olderRows(query)} label={t.loadOlder} failedLabel={t.olderFailed} />
      </div>
    </SectionCard>
  );
}
