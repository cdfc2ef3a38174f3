import { nl } from '@/src/text/nl';
import { NotAvailablePage } from '@/client/components/layout/not-available-page';

export function DeveloperDashboard() {
  return <NotAvailablePage title={nl.dashboard.developerTitle} />;
}
