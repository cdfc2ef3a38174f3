import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZE } from '@/src/schemas/list-search';
import { listsText } from '@/src/text/nl/lists';
import { Button } from '@/client/components/ui/button';

type PaginationProps = { page: number; total: number; pageSize?: number; onPage: (page: number) => void };

/** "1–25 van 312" with previous and next; hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize = PAGE_SIZE, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav aria-label={listsText.lists.pagination} className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {listsText.lists.rangeOf(from, to, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {listsText.lists.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {listsText.lists.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
