import { nl } from '@/src/text/nl';
import { SectionCard } from '@/client/components/layout/section-card';
import { LoadError } from '@/client/components/ui/load-error';
import { Loading } from '@/client/components/ui/spinner';
import { LoadOlder, olderPages, olderRows } from '@/client/features/lists/load-older';
import { UploadList } from '@/client/features/uploads/upload-list';
import { trpc } from '@/client/lib/trpc';

const t = nl.uploads;

/** The content the client delivered, for the staff to download (the client uploads and deletes on /progress). */
export function ProjectFilesSection({ projectId }: { projectId: string }) {
  // The newest 50 files, older ones on request; the loader prefetches the first page.
  const uploads = trpc.project.uploads.list.useInfiniteQuery({ projectId }, olderPages);
  return (
    <SectionCard id="bestanden" title={t.title} description={t.staffDescription}>
      {uploads.isPending ? (
        <Loading className="py-8" />
      ) : uploads.isError ? (
        <LoadError error={uploads.error} onRetry={() => void uploads.refetch()} compact />
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <UploadList uploads={uploads.data.pages.flat()} emptyDescription={t.staffNoneDescription} />
          <LoadOlder older={olderRows(uploads)} label={t.loadOlder} failedLabel={t.olderFailed} />
        </div>
      )}
    </SectionCard>
  );
}
