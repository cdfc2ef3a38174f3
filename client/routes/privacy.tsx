import { createFileRoute, Link } from '@tanstack/react-router';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { StepHeading, StepPage } from '@/client/features/accounts/step-page';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { useMe } from '@/client/lib/session';

const t = privacyWords.privacyPage;

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
  // A public page outside the signed-in shell: its states take the whole screen.
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});

/** What is kept, for how long and why, in plain Dutch; the same as the README's "Privacy en bewaartermijnen". */
function PrivacyPage() {
  // Opened from /account (every role has one) the way back is there; signed out, the sign-in page.
  const me = useMe();
  const back = !me ? { to: '/auth' as const, label: t.back } : { to: '/account' as const, label: t.backToAccount };
  return (
    <StepPage title={t.title}>
      <StepHeading title={t.title}>{t.intro}</StepHeading>
      <div className="grid gap-6 text-sm leading-relaxed">
        <section className="grid gap-2">
          <h2 className="text-base font-semibold">{t.periodsTitle}</h2>
          <dl className="grid gap-3">
            {t.periods.map(([what, how]) => (
              <div key={what} className="grid gap-0.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:gap-4">
                <dt className="font-medium">{what}</dt>
                <dd className="text-muted-foreground">{how}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground">{t.networkNote}</p>
        </section>
        <section className="grid gap-2">
          <h2 className="text-base font-semibold">{t.rightsTitle}</h2>
          <ul className="grid list-disc gap-1 pl-5">
            {t.rights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
        </section>
        <Link to={back.to} className="font-medium text-primary underline-offset-4 hover:underline">
          {back.label}
        </Link>
      </div>
    </StepPage>
  );
}
