import { createFileRoute, Link } from '@tanstack/react-router';
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

export const Route = createFileRoute('/_app/account')({
  // Every role: the address, password, second step, sessions, mail choices and the data export, in
  // one batch; a client also the intake reminder (the dashboard's summary), the payment method, the
  // personal data and erasure.
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

/** Spec 2: intake reminder, payment method and personal data; the account's own safety; and which notifications also come by mail (Meldingen). */
function AccountPage() {
  const me = useMe();
  const client = me?.role === 'client';
  return (
    <div className="max-w-3xl">
      <PageHeader title={nl.pages.account} description={client ? accountPage.description : security.staffAccount.description} />
      {client && <ClientIntakeBanner />}
      <div className="grid gap-6">
        {client && <PaymentMethodCard />}
        {client && <PersonalDataCard />}
        <EmailCard />
        <PasswordCard />
        <TwoStepCard />
        <AccountCard icon={BellRing} title={centre.mailPreferences.title} description={centre.mailPreferences.description} testId="mail-preferences">
          <MailPreferenceList />
        </AccountCard>
        <SessionsCard />
        <DataExportCard />
        {client && <ErasureCard />}
      </div>
      <p className="mt-6 text-sm">
        <Link to="/privacy" className="text-primary underline-offset-4 hover:underline">
          {nl.authScreen.privacyLink}
        </Link>
      </p>
    </div>
  );
}

/** The dashboard's own summary, so this page and / agree on when the intake is still due. */
function ClientIntakeBanner() {
  const [dashboard] = trpc.client.dashboard.get.useSuspenseQuery();
  return <IntakeBanner projects={dashboard.projects} />;
}
