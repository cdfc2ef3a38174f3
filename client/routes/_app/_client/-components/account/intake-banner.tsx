import { Link } from '@tanstack/react-router';
import { nl } from '../../../../../../src/text/nl';
import { Alert } from '../../../../../components/ui/alert';
import { buttonClasses } from '../../../../../components/ui/button';
import { trpc } from '../../../../../lib/trpc';

/** Spec 2: "Actie vereist" while a project still lacks a submitted intake form. */
export function IntakeBanner() {
  // The dashboard's own summary, so this page and / agree on when the intake is still due.
  const dashboard = trpc.client.dashboard.get.useQuery();
  if (!dashboard.data?.needsIntake || dashboard.data.projects.length === 0) return null;
  return (
    <Alert
      tone="warning"
      title={nl.clientDashboardPage.actionRequired}
      className="mb-6"
      action={
        <Link to="/intake" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          {nl.clientDashboardPage.fillInIntake}
        </Link>
      }
    >
      {nl.clientDashboardPage.actionRequiredDescription}
    </Alert>
  );
}
