import { useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Info } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { packageChoiceSchema } from '@/src/schemas/onboarding';
import type { PackageType } from '@/src/domain/packages';
import { isProfileComplete } from '@/src/domain/profile';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { useMe } from '@/client/lib/session';
import { errorMessage, trpc } from '@/client/lib/trpc';
import { missingDetails, splitDetails, useCompanyDetailsForm } from './company-details-form';
import { DetailsStep } from './details-step';
import { PackageCards } from './package-cards';
import { StepIndicator } from './step-indicator';
import { useFinishOnboarding } from './use-finish-onboarding';

type WizardProps = {
  title: string;
  description: string;
  /** Chosen before registering (/onboarding?package=…): a signed-in user then starts at step 2. */
  chosenPackage?: PackageType;
  /** 'new': a further project of a client who has one; the server refuses a second first onboarding. */
  intent: 'first' | 'new';
};

/**
 * Spec 2 and 4: step 2 (details and mandate) is skipped for a complete profile and asks only what is missing (no mandate while one
 * is active). A visitor who is not signed in sees step 1 and continues to registration.
 */
export function OnboardingWizard({ title, description, chosenPackage, intent }: WizardProps) {
  // From the router context: the signed-in user, or null for a visitor.
  const me = useMe();
  const profileComplete = isProfileComplete(me?.profile);
  // With an active SEPA mandate step 2 asks only the missing company details (the route's loader asked).
  const status = trpc.client.onboarding.status.useQuery(undefined, { enabled: Boolean(me) });
  const mandateActive = status.data?.mandateActive ?? false;
  // A project from an accepted quote has its package: the client starts, and stays, at step 2.
  const quoteProject = status.data?.quoteProject ?? null;
  const [step, setStep] = useState<1 | 2>(() => (quoteProject || (me && chosenPackage && !profileComplete) ? 2 : 1));
  const [packageType, setPackageType] = useState<PackageType | ''>(quoteProject?.packageType ?? chosenPackage ?? '');
  const [packageError, setPackageError] = useState<string>();
  const details = useCompanyDetailsForm(me?.profile, mandateActive);
  const { finish, pending } = useFinishOnboarding();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function goTo(next: 1 | 2) {
    setStep(next);
    // Keyboard and screen-reader users land at the top of the new step.
    requestAnimationFrame(() => {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus();
    });
  }

  function choosePackage(value: PackageType) {
    setPackageType(value);
    setPackageError(undefined);
  }

  async function continueFromPackage() {
    const choice = packageChoiceSchema.safeParse({ packageType: packageType || undefined });
    if (!choice.success) {
      setPackageError(nl.validation.packageRequired);
      toast.error(nl.validation.packageRequired);
      return;
    }
    // A visitor registers first; the package travels along in the address.
    if (!me) return navigate({ to: '/auth', search: { package: choice.data.packageType } });
    if (!profileComplete) return goTo(2);
    try {
      await finish({ packageType: choice.data.packageType, intent });
    } catch (error) {
      toast.error(errorMessage(error, projectText.project.createFailed));
    }
  }

  const submitDetails = details.submitWith(async (values) => {
    if (!packageType) return goTo(1);
    await finish({ packageType, ...splitDetails(values), intent });
  });

  return (
    <>
      {!profileComplete && !quoteProject && <StepIndicator step={step} />}
      <div className="mb-8">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-balance focus:outline-none md:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </div>
      {step === 1 ? (
        <section aria-labelledby="package-heading" className="grid gap-6">
          <div>
            <h2 id="package-heading" className="text-lg font-semibold">
              {nl.onboardingPage.packageHeading}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{nl.onboardingPage.packageDescription}</p>
          </div>
          <PackageCards value={packageType} onChange={choosePackage} error={packageError} />
          {(profileComplete || !me) && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {me ? nl.onboardingPage.profileKnown : nl.onboardingPage.visitorNote}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
            {/* A client starting a second project may change their mind. */}
            {me?.hasProject && (
              <Link to="/" className={buttonClasses('ghost', 'lg', 'w-full sm:w-auto')}>
                <ArrowLeft aria-hidden="true" />
                {nl.onboardingPage.toDashboard}
              </Link>
            )}
            <Button size="lg" className="w-full sm:ml-auto sm:w-auto" onClick={() => void continueFromPackage()} loading={pending}>
              {!me ? nl.onboardingPage.toRegister : profileComplete ? nl.onboardingPage.createProject : nl.onboardingPage.next}
            </Button>
          </div>
        </section>
      ) : (
        packageType && (
          <DetailsStep
            form={details}
            packageType={packageType}
            mandateActive={mandateActive}
            shows={missingDetails(me?.profile)}
            submitting={pending}
            onBack={quoteProject ? undefined : () => goTo(1)}
            onSubmit={submitDetails}
          />
        )
      )}
    </>
  );
}
