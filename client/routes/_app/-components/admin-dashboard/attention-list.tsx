import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { packageName } from '@/src/domain/packages';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { toast } from '@/client/lib/toast';

type Group = RouterOutputs['admin']['insight']['attention'][number];
const t = insightWords.insight;
const who = (name: string | null) => name?.trim() || t.unknownClient;
const LINK = 'flex w-full min-w-0 flex-1 items-center gap-2 rounded-md py-1 text-sm hover:underline focus-visible:underline';

function ReminderButton({ stepId, remindedAt }: { stepId: string; remindedAt: Date | null }) {
  const utils = useTrpcUtils();
  const remind = trpc.admin.insight.remind.useMutation({
    onSuccess: () => {
      toast.success(t.reminderSent);
      void utils.admin.insight.attention.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, t.reminderTooSoon)),
  });
  const today = remindedAt !== null && Date.now() - remindedAt.getTime() < 24 * 3600_000;
  if (today) return <span className="shrink-0 text-xs text-muted-foreground">{t.remindedToday}</span>;
  return (
    <Button size="sm" variant="outline" loading={remind.isPending} onClick={() => remind.mutate({ stepId })}>
      {t.sendReminder}
    </Button>
  );
}

/** One line per case, linking to the screen where the admin acts on it. */
/** A date in a sentence never breaks over two lines, however narrow the phone. */
const onOneLine = (date: string) => date.replaceAll(' ', '\u00a0');

function Lines({ group }: { group: Group }) {
  switch (group.kind) {
    case 'failed_debit':
      return group.items.map((item) => (
        <li key={item.id}>
          <Link to="/admin/invoices" search={{ q: item.invoiceNumber }} className={LINK}>
            <span className="min-w-0 flex-1">{t.attentionLines.failed_debit(item.invoiceNumber, who(item.billingName), formatEuro(item.totalAmount))}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ));
    case 'overdue_step':
      return group.items.map((item) => (
        <li key={item.id}>
          <Link to="/admin/projects/$projectId" params={{ projectId: item.projectId }} className={LINK}>
            <span className="min-w-0 flex-1">{t.attentionLines.overdue_step(item.stepName, who(item.clientName), item.since ? onOneLine(formatDate(item.since)) : '')}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ));
    case 'old_complaint':
      return group.items.map((item) => (
        <li key={item.id}>
          <Link to="/admin/complaints" className={LINK}>
            <span className="min-w-0 flex-1">{t.attentionLines.old_complaint(item.number, item.subject, who(item.clientName))}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ));
    case 'waiting_approval':
      return group.items.map((item) => (
        <li key={item.id} className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <Link to="/admin/projects/$projectId" params={{ projectId: item.projectId }} className={LINK}>
            <span className="min-w-0 flex-1">{t.attentionLines.waiting_approval(item.stepName, who(item.clientName), item.since ? onOneLine(formatDate(item.since)) : '')}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
          <ReminderButton stepId={item.id} remindedAt={item.remindedAt} />
        </li>
      ));
    case 'unassigned_project':
      return group.items.map((item) => (
        <li key={item.id}>
          <Link to="/admin/projects/$projectId" params={{ projectId: item.id }} className={LINK}>
            <span className="min-w-0 flex-1">{t.attentionLines.unassigned_project(packageName(item.packageType), who(item.clientName))}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ));
    case 'failed_mail':
      return group.items.map((item) => (
        <li key={item.id}>
          <Link to="/admin/users" search={{ q: item.toAddress }} className={LINK}>
            <span className="min-w-0 flex-1 break-words">{t.attentionLines.failed_mail(item.subject, item.toAddress)}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ));
  }
}

/** "Aandacht nodig": the most urgent first; says so when nothing needs the admin. */
export function AttentionList() {
  const [groups] = trpc.admin.insight.attention.useSuspenseQuery();
  return (
    <SectionCard id="aandacht-nodig" title={t.attentionTitle} className="mt-6">
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="attention-none">
          {t.attentionNone}
        </p>
      ) : (
        <div className="grid gap-5" data-testid="attention-list">
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`aandacht-${group.kind}`} data-testid={`attention-${group.kind}`}>
              <h3 id={`aandacht-${group.kind}`} className="text-sm font-semibold">
                {t.attentionKinds[group.kind]} <span className="font-normal text-muted-foreground">({group.total})</span>
              </h3>
              <ul className="mt-1 grid gap-1">
                <Lines group={group} />
              </ul>
              {group.total > group.items.length && <p className="mt-1 text-xs text-muted-foreground">{t.attentionMore(group.total - group.items.length)}</p>}
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
