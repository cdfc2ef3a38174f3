import { nl } from '@/src/text/nl';
import { SectionCard } from '@/client/components/layout/section-card';
import { LoadError } from '@/client/components/ui/load-error';
import { Loading } from '@/client/components/ui/spinner';
import { UploadList } from '@/client/features/uploads/upload-list';
import { trpc } from '@/client/lib/trpc';

const t = nl.uploads;

/** The content the client delivered, for the staff to download (the client uploads and deletes on /progress). */
export function ProjectFilesSection({ projectId }: { projectId: string }) {
  const uploads = trpc.project.uploads.list.useQuery({ projectId });
  return (
    <SectionCard id="bestanden" title={t.title} description={t.staffDescription}>
      {uploads.isPending ? (
        <Loading className="py-8" />
      ) : uploads.isError ? (
        <LoadError error={uploads.error} onRetry={() => void uploads.refetch()} compact />
      ) : (
        <UploadList uploads={uploads.data} emptyDescription={t.staffNoneDescription} />
      )}
    </SectionCard>
  );
}
