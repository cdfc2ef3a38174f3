import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { nl } from '@/src/text/nl';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { trpc } from '@/client/lib/trpc';

const t = nl.adminModulesPage;

/** The admin's project detail: the modules bought for the project, with the price paid and the date. */
export function ProjectModulesSection({ projectId }: { projectId: string }) {
  const [bought] = trpc.admin.modules.purchasedForProject.useSuspenseQuery({ projectId });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t.projectModulesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {bought.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.projectModulesNone}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="py-2">{t.projectModulesColumns.title}</th>
                <th scope="col" className="py-2">{t.projectModulesColumns.price}</th>
                <th scope="col" className="py-2">{t.projectModulesColumns.date}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {bought.map((module) => (
                <tr key={module.id}>
                  <td className="py-2 font-medium">{module.title}</td>
                  <td className="py-2 tabular-nums">{formatEuro(module.price)}</td>
                  <td className="py-2">{formatDate(module.purchasedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
