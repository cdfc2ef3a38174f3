import { insightText as insightWords } from '@/src/text/nl/insight';
import { useId, useState } from "react";
import { FileSpreadsheet } from "lucide-react";
import { todayInAmsterdam } from "@/src/dates";
import {
  previousMonth,
  previousQuarter,
  thisMonth,
  type DatePeriod,
} from "@/src/domain/bookkeeping-periods";
import { formatEuro } from "@/src/domain/money";
import { exportPeriodSchema } from "@/src/schemas/bookkeeping";
import { nl } from "@/src/text/nl";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { saveFile } from "@/client/features/invoices/save-file";
import { errorMessage, trpc, useTrpcUtils } from "@/client/lib/trpc";
import { toast } from "@/client/lib/toast";

const t = insightWords.bookkeeping;

/** "Exporteren voor boekhouding": a month, a quarter or any period as CSV, with the totals it adds up to. */
export function BookkeepingExportDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileSpreadsheet aria-hidden="true" />
          {t.export}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t.exportTitle}</DialogTitle>
          <DialogDescription>{t.exportDescription}</DialogDescription>
        </DialogHeader>
        {open && <ExportForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ExportForm({ onDone }: { onDone: () => void }) {
  const today = todayInAmsterdam();
  const [period, setPeriod] = useState<DatePeriod>(previousMonth(today));
  const [saving, setSaving] = useState(false);
  const ids = { from: useId(), until: useId(), error: useId() };
  const utils = useTrpcUtils();
  const parsed = exportPeriodSchema.safeParse(period);
  const problem = parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? null);
  const totals = trpc.admin.invoices.exportTotals.useQuery(period, {
    enabled: parsed.success,
  });
  const presets = [
    { label: t.lastMonth, period: previousMonth(today) },
    { label: t.lastQuarter, period: previousQuarter(today) },
    { label: t.thisMonth, period: thisMonth(today) },
  ];

  async function download() {
    setSaving(true);
    try {
      const { fileName, csv } =
        await utils.admin.invoices.exportCsv.fetch(period);
      saveFile(fileName, csv, "text/csv;charset=utf-8");
      toast.success(t.downloaded);
      onDone();
    } catch (error) {
      toast.error(t.failed, { description: errorMessage(error, t.failed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t.presets}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            variant={
              preset.period.from === period.from &&
              preset.period.until === period.until
                ? "primary"
                : "outline"
            }
            size="sm"
            onClick={() => setPeriod(preset.period)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{t.from}</Label>
          <Input
            id={ids.from}
            type="date"
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
            aria-describedby={problem ? ids.error : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.until}>{t.until}</Label>
          <Input
            id={ids.until}
            type="date"
            value={period.until}
            onChange={(e) =>
              setPeriod((p) => ({ ...p, until: e.target.value }))
            }
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
          />
        </div>
      </div>
      {problem && (
        <p id={ids.error} className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
      {totals.data && (
        <div
          className="rounded-lg border p-3 text-sm"
          data-testid="export-totals"
          aria-live="polite"
        >
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{t.count}</dt>
            <dd className="text-right tabular-nums">
              {t.totals(totals.data.count)}
            </dd>
            <dt className="text-muted-foreground">{t.subtotal}</dt>
            <dd className="text-right tabular-nums">
              {formatEuro(totals.data.subtotal)}
            </dd>
            <dt className="text-muted-foreground">{t.vat}</dt>
            <dd className="text-right tabular-nums">
              {formatEuro(totals.data.vat)}
            </dd>
            <dt className="font-medium">{t.total}</dt>
            <dd className="text-right font-medium tabular-nums">
              {formatEuro(totals.data.total)}
            </dd>
          </dl>
          <p className="mt-2 text-xs text-muted-foreground">{t.totalsNote}</p>
        </div>
      )}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {nl.generic.cancel}
        </Button>
        <Button
          onClick={() => void download()}
          loading={saving}
          disabled={!parsed.success}
        >
          {t.download}
        </Button>
      </DialogFooter>
    </div>
  );
}
