import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

/** One section of /account: an icon, its h2 and a sentence, then its content. `id`: where a mailed link points (/account#sessies). */
export function AccountCard({
  icon: Icon,
  title,
  description,
  testId,
  id,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  testId: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId} id={id} className="scroll-mt-20">
      <CardHeader className="grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3">
        <div className="row-span-2 flex size-10 self-start items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </div>
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
