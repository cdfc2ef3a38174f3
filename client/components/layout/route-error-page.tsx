import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { errorMessage } from '@/client/lib/trpc';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';

/** A route whose data could not load: the Dutch message and a way to try again. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div className="flex min-h-[60svh] items-center justify-center p-6">
      <EmptyState
        icon={AlertTriangle}
        title={nl.generic.error}
        description={errorMessage(error, nl.generic.loadFailed)}
        action={<Button onClick={() => void router.invalidate()}>{nl.generic.retry}</Button>}
      />
    </div>
  );
}
