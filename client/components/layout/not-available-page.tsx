import { Construction } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { EmptyState } from '@/client/components/ui/empty-state';
import { PageHeader } from './page-header';

/** A page whose feature is not built yet: its title and an honest notice, no made-up data. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={Construction} title={nl.app.notYetAvailable} description={nl.pages.notYetAvailableDescription} />
    </>
  );
}
