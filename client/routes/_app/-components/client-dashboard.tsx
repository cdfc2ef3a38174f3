import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { nl } from '../../../../src/text/nl';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export function ClientDashboard() {
  return (
    <>
      <PageHeader
        title={nl.dashboard.clientWelcome}
        description={nl.dashboard.clientDescription}
        actions={
          <Link to="/onboarding" search={{ intent: 'new' }} className={buttonClasses()}>
            {nl.dashboard.newProject}
          </Link>
        }
      />
      <EmptyState icon={Construction} title={nl.app.notYetAvailable} description={nl.pages.notYetAvailableDescription} />
    </>
  );
}
