import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/client/components/layout/not-available-page';
import { nl } from '@/src/text/nl';

export const Route = createFileRoute('/_app/_admin/admin/projects/$projectId')({
  component: () => <NotAvailablePage title={nl.pages.projectDetail} />,
});
