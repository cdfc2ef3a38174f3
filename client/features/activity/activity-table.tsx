import { History, SearchX } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { listsText } from '@/src/text/nl/lists';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';

/** A row as the table takes it; the project and network only where staff read them. */
export type ActivityRow = { id: number; createdAt: Date; who: string; sentence: string; projectClientName?: string | null; network?: string | null };

const c = activityWords.activity.columns;

type ActivityTableProps = {
  items: readonly ActivityRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  staff?: boolean;
  /** A search, filter or period narrowed the list: nothing found says so (with this advice), rather than "nothing yet". */
  filtered?: { description: string } | false;
  emptyDescription?: string;
};

/** The log as a table (cards on phones): when, who, what, and for staff the project and network. */
export function ActivityTable({ items, total, page, onPage, staff = false, filtered = false, emptyDescription = activityWords.activity.emptyDescription }: ActivityTableProps) {
  if (items.length === 0 && filtered) {
    return <EmptyState icon={SearchX} title={listsText.lists.noResults} description={filtered.description} />;
  }
  if (items.length === 0) return <EmptyState icon={History} title={activityWords.activity.empty} description={emptyDescription} />;
  const columns = [{ label: c.when }, { label: c.who }, { label: c.what }, ...(staff ? [{ label: c.project }, { label: c.network }] : [])];
  return (
    <div className="grid gap-4">
      <DataTable data-testid="activity-table">
        <DataTableHead columns={columns} />
        <DataTableBody>
          {items.map((item) => (
            <DataTableRow key={item.id}>
              <DataTableCell label={c.when}>{formatDateTime(item.createdAt)}</DataTableCell>
              <DataTableCell label={c.who}>{item.who}</DataTableCell>
              <DataTableCell label={c.what}>{item.sentence}</DataTableCell>
              {staff && <DataTableCell label={c.project}>{item.projectClientName ?? '—'}</DataTableCell>}
              {staff && <DataTableCell label={c.network}>{item.network ?? '—'}</DataTableCell>}
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
    </div>
  );
}
