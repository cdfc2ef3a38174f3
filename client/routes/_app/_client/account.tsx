import { createFileRoute } from '@tanstack/react-router';
import { nl } from '../../../../src/text/nl';
import { PageHeader } from '../../../components/layout/page-header';
import { IntakeBanner } from './-components/account/intake-banner';
import { PaymentMethodCard } from './-components/account/payment-method-card';
import { PersonalDataCard } from './-components/account/personal-data-card';

export const Route = createFileRoute('/_app/_client/account')({
  component: AccountPage,
});

/** Spec 2: intake reminder, payment method and personal data. */
function AccountPage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title={nl.pages.account} description={nl.accountPage.description} />
      <IntakeBanner />
      <div className="grid gap-6">
        <PaymentMethodCard />
        <PersonalDataCard />
      </div>
    </div>
  );
}
