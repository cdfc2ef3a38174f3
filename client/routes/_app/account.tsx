import { useEffect } from 'react';
import { createFileRoute, Link, useLocation } from '@tanstack/react-router';
import { SESSIONS_ANCHOR } from '@/src/domain/account-links';
import { BellRing } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { accountPage } from '@/src/text/nl/account';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import { PageHeader } from '@/client/components/layout/page-header';
import { IntakeBanner } from '@/client/features/intake/intake-banner';
import { trpc } from '@/client/lib/trpc';
import { PaymentMethodCard } from '@/client/features/account/payment-method-card';
import { MailPreferenceList } from '@/client/features/notifications/mail-preferences';
import { ensureQuery } from '@/client/lib/route-data';
import { useMe } from '@/client/lib/session';
import { PersonalDataCard } from './-components/account/personal-data-card';
import { EmailCard } from './-components/account/email-card';
import { PasswordCard } from './-components/account/password-card';
import { SessionsCard } from './-components/account/sessions-card';
import { TwoStepCard } from './-components/account/two-step-card';
import { AccountCard } from './-components/account/account-card';
import { DataExportCard } from './-components/account/data-export-card';
import { ErasureCard } from './-components/account/erasure-card';
import { isAccountSection, sectionsFor, type AccountSection } from '@/src/domain/account-sections';
import { AccountSectionNav } from './-components/account/account-sections';

export const Route = createFileRoute('/_app/account')({
  validateSearch: (search: Record<string, unknown>): { sectie?: AccountSection } => (isAccountSection(search.sectie) ? { sectie: search.sectie } : {}),
  // Every role's parts in one batch; a client also gets the intake reminder (the dashboard's summary), the payment method,
  // the personal data and erasure.
  loader: async ({ context: { me, trpc, queryClient } }) => {
    const client = me?.role === 'client';
    await Promise.all([
      ensureQuery(queryClient, trpc.account.overview.queryOptions()),
      ensureQuery(queryClient, trpc.account.sessions.list.queryOptions()),
      ensureQuery(queryClient, trpc.notifications.mailPreferences.queryOptions()),
      ensureQuery(queryClient, trpc.account.privacy.dataExport.queryOptions()),
      ...(client
        ? [
            ensureQuery(queryClient, trpc.client.dashboard.get.queryOptions()),
            ensureQuery(queryClient, trpc.client.billing.mandate.queryOptions()),
            ensureQuery(queryClient, trpc.client.account.get.queryOptions()),
            ensureQuery(queryClient, trpc.account.privacy.erasureStatus.queryOptions()),
          ]
        : []),
    ]);
  },
  component: AccountPage,
});

/**
 * Spec 2: Profiel, Beveiliging, Meldingen, Betaling (a client's payment method) and Privacy (the export, a client's erasure).
 * Every part's data comes in the loader's one batch, so switching parts asks nothing.
 */
function AccountPage() {
  const me = useMe();
  const client = me?.role === 'client';
  const sections = sectionsFor(client);
  const current = useCurrentSection(sections);
  return (
    <div className="max-w-3xl">
      <PageHeader title={nl.pages.account} description={client ? accountPage.description : security.staffAccount.description} />
      {client && <ClientIntakeBanner />}
      <AccountSectionNav sections={sections} current={current} />
      <div className="grid gap-6" data-testid={`account-section-${current}`}>
        {current === 'profiel' && (
          <>
            {client && <PersonalDataCard />}
            <EmailCard />
          </>
        )}
        {current === 'beveiliging' && (
          <>
            <PasswordCard />
            <TwoStepCard />
            <SessionsCard />
          </>
        )}
        {current === 'meldingen' && (
          <AccountCard icon={BellRing} title={centre.mailPreferences.title} description={centre.mailPreferences.description} testId="mail-preferences">
            <MailPreferenceList />
          </AccountCard>
        )}
        {current === 'betaling' && <PaymentMethodCard />}
        {current === 'privacy' && (
          <>
            <DataExportCard />
            {client && <ErasureCard />}
            <p className="text-sm">
              <Link to="/privacy" className="text-primary underline-offset-4 hover:underline">
                {nl.authScreen.privacyLink}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** The part in the address; a mailed link to /account#sessies opens Beveiliging at the sessions list. */
function useCurrentSection(sections: readonly AccountSection[]): AccountSection {
  const { sectie } = Route.useSearch();
  const hash = useLocation({ select: (location) => location.hash });
  const current = sectie && sections.includes(sectie) ? sectie : hash === SESSIONS_ANCHOR ? 'beveiliging' : 'profiel';
  useEffect(() => {
    if (current === 'beveiliging' && hash === SESSIONS_ANCHOR) document.getElementById(SESSIONS_ANCHOR)?.scrollIntoView();
  }, [current, hash]);
  return current;
}

/** The dashboard's own summary, so this page and / agree on when the intake is still due. */
function ClientIntakeBanner() {
  const [dashboard] = trpc.client.dashboard.get.useSuspenseQuery();
  return <IntakeBanner projects={dashboard.projects} />;
}
