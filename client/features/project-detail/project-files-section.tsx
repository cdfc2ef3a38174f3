import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { SectionCard } from '@/client/components/layout/section-card';
import { LoadOlder, olderRows } from '@/client/features/lists/load-older';
import { olderPages } from '@/client/features/lists/older-pages';
import { UploadList } from '@/client/features/uploads/upload-list';
import { trpc } from '@/client/lib/trpc';

const t = uploadText.uploads;

/** The content the client delivered, for the staff to download (the client uploads and deletes on /progress). */
export function ProjectFilesSection({ projectId }: { projectId: string }) {
  // The newest 50 files, older ones on request; the loader ensures the first page.
  const [uploads, query] = trpc.project.uploads.list.useSuspenseInfiniteQuery({ projectId }, olderPages);
  return (
    <SectionCard id="bestanden" title={t.title} description={t.staffDescription}>
      <div className="grid grid-cols-1 gap-4">
        <UploadList uploads={uploads.pages.flat()} emptyDescription={t.staffNoneDescription} />
        <LoadOlder older={olderRows(query)} label={t.loadOlder} failedLabel={t.olderFailed} />
      </div>
    </SectionCard>
  );
}
