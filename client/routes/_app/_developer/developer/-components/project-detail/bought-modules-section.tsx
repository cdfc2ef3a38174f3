import { PackagePlus } from 'lucide-react';
import { formatDate } from '@/src/dates';
import type { PurchaseStatus } from '@/src/domain/module-purchases';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { SectionCard } from '@/client/components/layout/section-card';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';
import { ModuleKindBadge } from '@/client/features/modules/module-price';
import { trpc } from '@/client/lib/trpc';

const t = moduleWords.projectModules;
const STATUS_TONES: Record<PurchaseStatus, BadgeTone> = { active: 'success', charged_back: 'danger', refunded: 'neutral' };

/** What the client bought for this project, to build: each module with its kind, date and status. */
export function BoughtModulesSection({ projectId }: { projectId: string }) {
  const [modules] = trpc.project.modules.list.useSuspenseQuery({ projectId });
  return (
    <SectionCard id="modules" title={t.title} description={t.description}>
      {modules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul className="grid divide-y" data-testid="bought-modules">
          {modules.map((module) => (
            <li key={module.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
              <PackagePlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium">{module.title}</p>
                <p className="text-sm text-muted-foreground">{module.description}</p>
                <p className="mt-1 text-xs whitespace-nowrap text-muted-foreground">{t.boughtOn(formatDate(module.purchasedAt))}</p>
              </div>
              <span className="flex flex-wrap gap-1.5">
                <ModuleKindBadge isRecurring={module.isRecurring} />
                <Badge tone={STATUS_TONES[module.status]}>{t.status[module.status]}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
