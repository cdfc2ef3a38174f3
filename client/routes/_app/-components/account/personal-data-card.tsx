import { UserRound } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { accountSchema } from '@/src/schemas/account';
import { nl } from '@/src/text/nl';
import { accountPage } from '@/src/text/nl/account';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { TextField } from '@/client/components/ui/text-field';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc, type RouterOutputs, useTrpcUtils } from '@/client/lib/trpc';
import { useRefreshMe } from '@/client/lib/session';
import { useAppForm } from '@/client/lib/use-app-form';
import { DEFAULT_COUNTRY, isCountryCode } from '@/src/domain/postal-address';
import { billingText } from '@/src/text/nl/billing';
import { AddressFields, CompanyFields } from '@/client/features/account/billing-fields';

const t = billingText.billing;

type Profile = RouterOutputs['client']['account']['get'];

function PersonalDataForm({ profile }: { profile: Profile }) {
  const form = useAppForm({
    schema: accountSchema,
    defaultValues: {
      fullName: profile.fullName ?? '',
      phone: profile.phone ?? '',
      companyName: profile.companyName ?? '',
      kvkNumber: profile.kvkNumber ?? '',
      btwNumber: profile.btwNumber ?? '',
      street: profile.street ?? '',
      postcode: profile.postcode ?? '',
      city: profile.city ?? '',
      country: isCountryCode(profile.country) ? profile.country : DEFAULT_COUNTRY,
    },
    failure: nl.account.updateFailed,
    invalid: nl.validation.requiredFields,
  });
  // The router's query utils: the React hook's `utils.client` collides with our `client` router.
  const utils = useTrpcUtils();
  const update = trpc.client.account.update.useMutation();
  const refreshSignedInUser = useRefreshMe();

  const onSubmit = form.submitWith(async (input) => {
    const saved = await update.mutateAsync(input);
    utils.client.account.get.setData(undefined, saved);
    // The name also shows in the top bar and the sidebar.
    void refreshSignedInUser();
    toast.success(nl.account.updated);
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label={nl.authScreen.email} type="email" value={profile.email} disabled readOnly hint={accountPage.emailHint} />
      <FormTextField control={form.control} name="fullName" label={nl.authScreen.fullName} autoComplete="name" />
      <FormTextField control={form.control} name="phone" label={nl.onboardingPage.phone} type="tel" autoComplete="tel" inputMode="tel" />
      <fieldset className="grid gap-4 sm:grid-cols-2" id="bedrijf">
        <legend className="mb-1 text-sm font-semibold">{t.companyTitle}</legend>
        <CompanyFields control={form.control} nameLabel={t.companyNameOptional} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2" id="adres">
        <legend className="mb-1 text-sm font-semibold">{nl.onboardingPage.address}</legend>
        <AddressFields control={form.control} />
      </fieldset>
      <div className="mt-2 flex sm:justify-end">
        <Button type="submit" className="w-full sm:w-auto" loading={update.isPending}>
          {accountPage.save}
        </Button>
      </div>
    </form>
  );
}

/** Spec 2 and 5: full name, phone and address (in parts) are required, the company and its numbers optional; the email address cannot change. */
export function PersonalDataCard() {
  const [profile] = trpc.client.account.get.useSuspenseQuery();
  return (
    <Card data-testid="personal-data">
      <CardHeader className="grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3">
        <div className="row-span-2 flex size-10 self-start items-center justify-center rounded-lg bg-primary-soft text-primary">
          <UserRound aria-hidden="true" className="size-5" />
        </div>
        <CardTitle level={2}>{accountPage.personalTitle}</CardTitle>
        <CardDescription>{accountPage.personalDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <PersonalDataForm profile={profile} />
      </CardContent>
    </Card>
  );
}
