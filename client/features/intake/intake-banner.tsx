import { Link } from '@tanstack/react-router';
import { firstProjectNeedingIntake } from '@/src/domain/intake';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { Alert } from '@/client/components/ui/alert';
import { buttonClasses } from '@/client/components/ui/button';

type IntakeBannerProps = { projects: readonly { id: string; intakeStatus: string | null }[] };

/** Spec 2: "Actie vereist" while a project lacks a submitted intake form; the button opens that project's form. */
export function IntakeBanner({ projects }: IntakeBannerProps) {
  const first = firstProjectNeedingIntake(projects);
  if (!first) return null;
  return (
    <Alert
      tone="warning"
      title={clientDashboardPage.actionRequired}
      className="mb-6"
      action={
        <Link to="/intake" search={{ project: first.id }} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          {clientDashboardPage.fillInIntake}
        </Link>
      }
    >
      {clientDashboardPage.actionRequiredDescription}
    </Alert>
  );
}
