import { useId } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ACTIVITY_KINDS, STAFF_ONLY_ACTIVITY, type ActivityKind } from '@/src/domain/activity-kinds';
import { activitySentence } from '@/src/domain/activity';
import { readGuid, validatePageSearch } from '@/src/schemas/list-search';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { PageHeader } from '@/client/components/layout/page-header';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { ActivityTable } from '@/client/features/activity/activity-table';
import { projectLabel } from '@/client/features/projects/project-picker';
import { ensureQuery } from '@/client/lib/route-data';
import { useMe } from '@/client/lib/session';
import { trpc } from '@/client/lib/trpc';

type ActivitySearch = { page?: number; project?: string; kind?: ActivityKind };

const ALL = 'alle';
const CLIENT_KINDS = ACTIVITY_KINDS.filter((kind) => !STAFF_ONLY_ACTIVITY.includes(kind));
const isKind = (value: unknown): value is ActivityKind => typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);

export const Route = createFileRoute('/_app/_client/activiteit')({
  validateSearch: (search: Record<string, unknown>): ActivitySearch => {
    const project = readGuid(search.project);
    return { ...validatePageSearch(search), ...(project ? { project } : {}), ...(isKind(search.kind) ? { kind: search.kind } : {}) };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, projectId: search.project, kind: search.kind }),
  // The one page of the log the table shows.
  loader: async ({ context: { trpc, queryClient }, deps }) => {
    await ensureQuery(queryClient, trpc.activity.mine.queryOptions(deps));
  },
  component: ActivityPage,
});

/** /activiteit: what happened on the client's account and projects, newest first, filtered by project and kind. */
function ActivityPage() {
  const { page = 1, project, kind } = Route.useSearch();
  const navigate = Route.useNavigate();
  const me = useMe();
  const [{ items, total }] = trpc.activity.mine.useSuspenseQuery({ page, projectId: project, kind });
  const projectId = useId();
  const kindId = useId();
  const projects = me?.projects ?? [];
  const go = (next: ActivitySearch) => void navigate({ search: (prev) => ({ ...prev, ...next, page: next.page }) });

  return (
    <div className="max-w-5xl">
      <PageHeader title={activityWords.activity.title} description={activityWords.activity.emptyDescription} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        {projects.length > 1 && (
          <div className="grid gap-2">
            <Label htmlFor={projectId}>{activityWords.activity.columns.project}</Label>
            <Select value={project ?? ALL} onValueChange={(value) => go({ project: value === ALL ? undefined : value })}>
              <SelectTrigger id={projectId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{activityWords.activity.allProjects}</SelectItem>
                {projects.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {projectLabel(p)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor={kindId}>{activityWords.activity.columns.what}</Label>
          <Select value={kind ?? ALL} onValueChange={(value) => go({ kind: isKind(value) ? value : undefined })}>
            <SelectTrigger id={kindId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{activityWords.activity.allKinds}</SelectItem>
              {CLIENT_KINDS.map((k) => (
                <SelectItem key={k} value={k}>
                  {activitySentence(k)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <ActivityTable items={items} total={total} page={page} onPage={(next) => go({ page: next })} filtered={project || kind ? { description: activityWords.activity.filteredEmpty } : false} />
    </div>
  );
}
