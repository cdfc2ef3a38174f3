import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { SectionCard } from '@/client/components/layout/section-card';
import { ActivityTable } from '@/client/features/activity/activity-table';
import { trpc } from '@/client/lib/trpc';

/** The project's history for the staff: every logged action on it, newest first; the loader ensures the first page. */
export function ProjectHistorySection({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const [first] = trpc.project.history.list.useSuspenseQuery({ projectId, page: 1 });
  // Further pages load on a click and keep the table until they arrive.
  const later = trpc.project.history.list.useQuery({ projectId, page }, { enabled: page > 1, placeholderData: keepPreviousData });
  const shown = page > 1 && later.data ? later.data : first;
  return (
    <SectionCard id="geschiedenis" title={activityWords.activity.projectHistory} description={activityWords.activity.projectHistoryDescription}>
      <ActivityTable staff items={shown.items} total={shown.total} page={page} onPage={setPage} emptyDescription={activityWords.activity.projectHistoryEmpty} />
    </SectionCard>
  );
}
