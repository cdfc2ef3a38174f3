import type { ReactNode } from 'react';
import { nl } from '@/src/text/nl';
import { errorMessage } from '@/client/lib/trpc';
import { Alert } from './alert';
import { Button } from './button';
import { Loading } from './spinner';

type OnDemandQuery<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * Data a dialog or panel asks for when it opens (a route's data is ready before its page draws):
 * loading, then the error with "Opnieuw proberen", then the children with the data.
 */
export function OnDemandData<T>({
  query,
  errorTitle = nl.generic.loadFailed,
  children,
}: {
  query: OnDemandQuery<T>;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert
        tone="danger"
        title={errorTitle}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {nl.generic.retry}
          </Button>
        }
      >
        {errorMessage(query.error, nl.generic.error)}
      </Alert>
    );
  }
  if (query.data === undefined) return <Loading className="py-10" />;
  return <>{children(query.data)}</>;
}
