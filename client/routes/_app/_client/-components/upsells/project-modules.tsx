import { Package } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/ui/empty-state';
import { trpc } from '@/client/lib/trpc';
import { ModuleKindBadge, modulePrice } from '@/client/features/modules/module-price';
import { useModulePurchase } from './use-module-purchase';

const t = moduleWords.modulesPage;

/** Extra Modules of one project: "Jouw modules" with their purchase dates, then the active ones it does not own. */
export function ProjectModules({ projectId }: { projectId: string }) {
  const [{ owned, available }] = trpc.client.modules.forProject.useSuspenseQuery({ projectId });
  const { purchase, pendingModuleId } = useModulePurchase();
  return (
    <div className="mt-6 grid gap-8">
      <section aria-labelledby="owned-modules">
        <h2 id="owned-modules" className="mb-3 text-lg font-semibold">
          {t.ownedTitle}
        </h2>
        {owned.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.ownedNone}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="owned-modules">
            {owned.map((module) => (
              <li key={module.id} className="rounded-xl border bg-card p-4">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {module.title}
                  {module.chargedBackAt && <Badge tone="danger">{moduleWords.modules.chargedBack}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">{t.purchasedOn(formatDate(module.purchasedAt))}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="available-modules">
        <h2 id="available-modules" className="mb-3 text-lg font-semibold">
          {t.availableTitle}
        </h2>
        {available.length === 0 ? (
          <EmptyState icon={Package} title={moduleWords.modules.none} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {available.map((module) => (
              <Card key={module.id} data-testid="available-module">
                <CardHeader>
                  <CardTitle>{module.title}</CardTitle>
                  <CardDescription>{module.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex items-center justify-between gap-2">
                  <span className="text-lg font-semibold tabular-nums">{modulePrice(module.price, module.isRecurring)}</span>
                  <ModuleKindBadge isRecurring={module.isRecurring} />
                </CardContent>
                <CardFooter className="flex-col items-stretch gap-2">
                  {module.isRecurring && <p className="text-sm text-muted-foreground">{t.subscribeNote}</p>}
                  <Button className="w-full" loading={pendingModuleId === module.id} disabled={pendingModuleId !== undefined} onClick={() => void purchase(projectId, module)}>
                    {module.isRecurring ? t.subscribe : t.buy} <span className="sr-only">{module.title}</span>
                  </Button>
                </CardFooter>
              </Card>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
