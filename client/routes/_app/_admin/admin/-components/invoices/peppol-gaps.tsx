import { useState, useTransition } from 'react';
import { billingText } from '@/src/text/nl/billing';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Pagination } from '@/client/features/lists/pagination';
import { trpc } from '@/client/lib/trpc';

const t = billingText.peppol;

/** The clients whose e-invoices cannot go through Peppol, each with what is missing. */
export function PeppolGaps() {
  const [page, setPage] = useState(1);
  // Page 1 came with the route; another page keeps this one on screen until it is there.
  const [turning, startTurning] = useTransition();
  const [gaps] = trpc.admin.invoices.peppolGaps.useSuspenseQuery({ page });

  return (
    <Card className="mt-10" data-testid="peppol-gaps">
      <CardHeader>
        <CardTitle level={2}>{t.title}</CardTitle>
        <CardDescription>{gaps.total === 0 ? t.allReady : t.description}</CardDescription>
      </CardHeader>
      {gaps.total > 0 && (
        <CardContent>
          <ul className="divide-y" aria-busy={turning}>
            {gaps.items.map((client) => (
              <li key={client.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="peppol-gap-row">
                <p className="min-w-0 flex-1 font-medium break-words">{client.companyName || client.fullName || client.email}</p>
                <ul className="flex flex-wrap gap-2" aria-label={t.reason}>
                  {client.obstacles.map((obstacle) => (
                    <li key={obstacle}>
                      <Badge tone="warning">{t.obstacle[obstacle]}</Badge>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={gaps.total} onPage={(next) => startTurning(() => setPage(next))} />
        </CardContent>
      )}
    </Card>
  );
}
