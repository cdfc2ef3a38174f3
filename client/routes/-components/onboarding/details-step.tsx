import { ArrowLeft, Building2, Landmark } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { formatEuro } from '@/src/domain/money';
import { PACKAGES, type PackageType } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormCheckboxField } from '@/client/components/form/form-choice-fields';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { IbanField } from '@/client/features/account/iban-field';
import { AddressFields, CompanyFields } from '@/client/features/account/billing-fields';
import type { CompanyDetailsForm } from './company-details-form';
import { TermsLabel } from './terms-label';

type DetailsStepProps = {
  form: CompanyDetailsForm;
  packageType: PackageType;
  /** An active mandate pays the new project too: no bank details are asked. */
  mandateActive: boolean;
  /** The company details to ask: what the profile lacks. */
  shows: (field: 'companyName' | 'phone' | 'street' | 'postcode' | 'city' | 'country' | 'kvkNumber' | 'btwNumber') => boolean;
  submitting: boolean;
  /** Back to step 1; absent when the package is settled already (a quote's project). */
  onBack?: () => void;
  onSubmit: (event: FormEvent) => void;
};

function Section({ icon: Icon, title, description, children }: { icon: typeof Building2; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3">
        <div className="row-span-2 flex size-10 self-start items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </div>
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid items-start gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** Step 2: the company details that are missing and, unless one is active, the SEPA direct-debit mandate (spec 2 and 5). */
export function DetailsStep({ form, packageType, mandateActive, shows, submitting, onBack, onSubmit }: DetailsStepProps) {
  const pkg = PACKAGES[packageType];
  const { control } = form;
  return (
    <form ref={form.formRef} noValidate className="grid gap-6" onSubmit={onSubmit}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-card px-4 py-3 text-sm shadow-xs">
        <span className="text-muted-foreground">{nl.onboardingPage.chosenPackage}:</span>
        <span className="font-medium">
          {pkg.name} · {formatEuro(pkg.monthlyPrice)} {nl.onboardingPage.perMonth}
        </span>
        {onBack && (
          <Button variant="link" size="sm" className="ml-auto" onClick={onBack} disabled={submitting}>
            {nl.onboardingPage.change}
          </Button>
        )}
      </div>

      <Section icon={Building2} title={nl.onboardingPage.detailsHeading} description={nl.onboardingPage.detailsDescription}>
        <CompanyFields control={control} shows={shows} />
        {shows('phone') && <FormTextField control={control} name="phone" label={nl.onboardingPage.phone} type="tel" autoComplete="tel" inputMode="tel" />}
        <AddressFields control={control} shows={shows} />
      </Section>

      {mandateActive ? (
        <p className="flex items-start gap-2 rounded-xl border bg-card p-4 text-sm text-muted-foreground shadow-xs">
          <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {nl.onboardingPage.mandateActive}
        </p>
      ) : (
        <Section icon={Landmark} title={nl.onboardingPage.mandateHeading} description={nl.onboardingPage.mandateDescription}>
          <FormTextField control={control} name="accountHolderName" label={nl.onboardingPage.accountHolderName} autoComplete="name" />
          <IbanField control={control} name="iban" />
        </Section>
      )}

      <FormCheckboxField
        control={control}
        name="acceptedTerms"
        label={<TermsLabel />}
        className="rounded-xl border bg-card p-4 shadow-xs"
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack && (
          <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
            <ArrowLeft aria-hidden="true" />
            {nl.onboardingPage.back}
          </Button>
        )}
        <Button type="submit" size="lg" className="sm:ml-auto" loading={submitting}>
          {mandateActive ? nl.onboardingPage.createProject : nl.onboardingPage.submit}
        </Button>
      </div>
    </form>
  );
}
