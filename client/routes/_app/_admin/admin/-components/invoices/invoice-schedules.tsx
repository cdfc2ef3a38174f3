import { useState, useTransition } from 'react';
import { Pause, Play } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { formatEuro, moneyToCents } from '@/src/domain/money';
import { invoicesText } from '@/src/text/nl/invoices';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Pagination } from '@/client/features/lists/pagination';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';

const t = invoicesText.invoices;

/** The recurring invoices with their day, amount and state; each can be paused and resumed. */
export function InvoiceSchedules() {
  const [page, setPage] = useState(1);
  // Page 1 came with the route; another page keeps this one on screen until it is there.
  const [turning, startTurning] = useTransition();
  const [schedules] = trpc.admin.invoices.schedules.useSuspenseQuery({ page });
  const utils = useTrpcUtils();
  const setPaused = trpc.admin.invoices.setSchedulePaused.useMutation();

  async function toggle(scheduleId: string, paused: boolean) {
    try {
      await setPaused.mutateAsync({ scheduleId, paused });
      toast.success(paused ? t.schedulePausedToast : t.scheduleResumedToast);
    } catch (error) {
      toast.error(t.error, { description: errorMessage(error, t.scheduleFailed) });
    } finally {
      await utils.admin.invoices.schedules.invalidate();
    }
  }

  return (
    <Card className="mt-10" data-testid="invoice-schedules">
      <CardHeader>
        <CardTitle level={2}>{t.schedulesTitle}</CardTitle>
        <CardDescription>{t.schedulesDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {schedules.items.length === 0 && <p className="text-sm text-muted-foreground">{t.noSchedules}</p>}
        <ul className="divide-y" aria-busy={turning}>
          {schedules.items.map((schedule) => {
            const client = schedule.companyName || schedule.fullName || schedule.email;
            const paused = schedule.pausedAt !== null;
            return (
              <li key={schedule.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="schedule-row">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{client}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    {[
                      schedule.description,
                      t.exclVat(formatEuro(schedule.ownAmount)),
                      ...(moneyToCents(schedule.modulesAmount) > 0 ? [t.modulesOnSchedule(formatEuro(schedule.modulesAmount))] : []),
                      t.scheduleDay(schedule.recurringDay),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={paused ? 'neutral' : 'success'}>{paused ? t.schedulePaused : t.scheduleActive}</Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={setPaused.isPending}
                    onClick={() => void toggle(schedule.id, !paused)}
                    aria-label={paused ? t.resumeOf(client) : t.pauseOf(client)}
                  >
                    {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                    {paused ? t.resume : t.pause}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} total={schedules.total} onPage={(next) => startTurning(() => setPage(next))} />
      </CardContent>
    </Card>
  );
}
