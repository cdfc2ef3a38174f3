import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { cn } from '@/client/lib/class-names';
import { errorMessage, errorStatus } from '@/client/lib/trpc';
import { Button } from '@/client/components/ui/button';
import { Loading } from '@/client/components/ui/spinner';

/**
 * Shown after the query's own retries (about half a minute for a 503); "Opnieuw proberen" runs the route's loaders again.
 * `fullScreen` for a route outside the signed-in shell.
 */
export function RouteErrorPage({ error, fullScreen, title = nl.generic.loadFailed }: Pick<ErrorComponentProps, 'error'> & { fullScreen?: boolean; title?: string }) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  // An ended session: the query client is already on its way to /auth.
  if (errorStatus(error) === 401) return <Loading fullScreen={fullScreen} />;
  return (
    <div role="alert" className={cn('flex flex-col items-center justify-center gap-3 px-6 text-center', fullScreen ? 'min-h-svh' : 'min-h-[50svh]')}>
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{errorMessage(error, nl.generic.error)}</p>
      <Button
        className="mt-2"
        onClick={() => {
          queryErrors.reset();
          void router.invalidate();
        }}
      >
        {nl.generic.retry}
      </Button>
    </div>
  );
}

export function FullPageRouteError({ error }: ErrorComponentProps) {
  return <RouteErrorPage error={error} fullScreen />;
}

/** The errorComponent of a route whose failure spec 8 names, e.g. "Kon klachten niet laden". */
export function routeErrorTitled(title: string) {
  return function TitledRouteError({ error }: ErrorComponentProps) {
    return <RouteErrorPage error={error} title={title} />;
  };
}
