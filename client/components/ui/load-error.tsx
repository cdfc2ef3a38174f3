import { AlertTriangle } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { errorMessage } from '@/client/lib/trpc';
import { Button } from './button';
import { EmptyState } from './empty-state';

type LoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  title?: string;
  /** A smaller retry button, for a block inside a page rather than the page itself. */
  compact?: boolean;
};

/** What could not be loaded, the server's Dutch reason (spec 8) and "Opnieuw proberen". */
export function LoadError({ error, onRetry, title = nl.generic.loadFailed, compact }: LoadErrorProps) {
  return (
    <EmptyState
      icon={AlertTriangle}
      title={title}
      description={errorMessage(error, nl.generic.error)}
      className={compact ? 'py-8' : undefined}
      action={
        <Button variant={compact ? 'outline' : 'primary'} size={compact ? 'sm' : 'md'} onClick={onRetry}>
          {nl.generic.retry}
        </Button>
      }
    />
  );
}
