import { Button } from '@/client/components/ui/button';

/** What a list shows below its rows: a button for the next, older page (and why it did not come). */
export type OlderRows = { has: boolean; loading: boolean; failed: boolean; load: () => void };

/** The fields of an infinite query that `LoadOlder` needs. */
export function olderRows(query: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown }): OlderRows {
  return { has: query.hasNextPage, loading: query.isFetchingNextPage, failed: query.isFetchNextPageError, load: () => void query.fetchNextPage() };
}

export function LoadOlder({ older, label, failedLabel }: { older: OlderRows | undefined; label: string; failedLabel: string }) {
  if (!older) return null;
  return (
    <>
      {older.failed && (
        <p role="alert" className="text-center text-sm text-destructive">
          {failedLabel}
        </p>
      )}
      {older.has && (
        <Button variant="outline" className="justify-self-center" onClick={older.load} loading={older.loading}>
          {label}
        </Button>
      )}
    </>
  );
}
