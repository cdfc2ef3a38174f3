import { Download } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { formatFileSize } from '@/client/features/uploads/file-size';
import { toast } from '@/client/lib/toast';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { AccountCard } from './account-card';

const t = privacyWords.dataExport;
const BUILDING_POLL_MS = 3000;

const isBuilding = (status: string | undefined) => status === 'pending' || status === 'building';

/** "Mijn gegevens downloaden": asks for the ZIP, shows it building, then its link until it expires. */
export function DataExportCard() {
  const utils = useTrpcUtils();
  // While the ZIP is being made the card asks again every few seconds, so the link appears by itself.
  const [latest] = trpc.account.privacy.dataExport.useSuspenseQuery(undefined, {
    refetchInterval: (query) => (isBuilding(query.state.data?.status) ? BUILDING_POLL_MS : false),
  });
  const request = trpc.account.privacy.requestDataExport.useMutation({
    onSuccess: async () => {
      toast.success(t.requested);
      await utils.account.privacy.dataExport.invalidate();
    },
    onError: (error) => toast.error(error.message),
  });
  const building = isBuilding(latest?.status);
  const ready = latest?.status === 'ready' && latest.expiresAt && latest.expiresAt.getTime() > Date.now() ? latest : null;

  return (
    <AccountCard icon={Download} title={t.title} description={t.description} testId="data-export-card">
      <div className="grid gap-3">
        <div aria-live="polite" className="grid gap-3 empty:hidden">
          {building && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {t.pending}
            </p>
          )}
          {latest?.status === 'failed' && <p className="text-sm text-destructive">{t.failed}</p>}
          {ready && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-muted/40 p-3">
              <a className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline" href={`/api/exports/${ready.id}`} download>
                <Download aria-hidden="true" className="size-4" />
                {t.download}
              </a>
              <span className="text-sm text-muted-foreground">
                {[t.ready, ready.sizeBytes ? formatFileSize(Number(ready.sizeBytes)) : null, t.expires(formatDate(ready.expiresAt!))]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
          )}
        </div>
        <div className="flex sm:justify-end">
          <Button type="button" className="w-full sm:w-auto" variant="outline" loading={request.isPending} disabled={building} onClick={() => request.mutate()}>
            {ready ? t.requestAgain : t.request}
          </Button>
        </div>
      </div>
    </AccountCard>
  );
}
