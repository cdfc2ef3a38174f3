import { useState } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import type { PackageType } from '@/src/domain/packages';
import { twoFactorCodeSchema } from '@/src/schemas/account-security';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { refreshMe } from '@/client/lib/session';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AuthCard, ModeLink } from './auth-card';

type TwoStepCodeFormProps = {
  /** Chosen on /onboarding before registering: signing in continues there with it. */
  chosenPackage?: PackageType;
  /** Back to the password, signed out (another account, or another try). */
  onOtherAccount: () => void;
};

const t = security.twoFactor;

/** The step after the password: the 6-digit code from the app, or one of the recovery codes. */
export function TwoStepCodeForm({ chosenPackage, onOtherAccount }: TwoStepCodeFormProps) {
  const context = useRouteContext({ from: '/auth' });
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const form = useAppForm({ schema: twoFactorCodeSchema, defaultValues: { code: '' } });
  const verify = trpc.auth.verifyTwoFactor.useMutation();
  const logout = trpc.auth.logout.useMutation();

  const onSubmit = form.submitWith(async (input) => {
    await verify.mutateAsync(input);
    context.queryClient.clear();
    await refreshMe(context.trpc);
    toast.success(nl.auth.loggedIn);
    if (chosenPackage) await navigate({ to: '/onboarding', search: { package: chosenPackage } });
    else await navigate({ to: '/' });
  });

  async function otherAccount() {
    await logout.mutateAsync().catch(() => undefined);
    context.queryClient.clear();
    await refreshMe(context.trpc);
    onOtherAccount();
  }

  function switchKind() {
    form.reset({ code: '' });
    setRecovery((current) => !current);
  }

  return (
    <AuthCard
      title={recovery ? t.recoveryTitleCode : nl.authScreen.codeTitle}
      description={recovery ? t.recoveryDescription : t.codeDescription}
      footer={<ModeLink onClick={() => void otherAccount()}>{t.otherAccount}</ModeLink>}
    >
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        {recovery ? (
          <FormTextField key="recovery" control={form.control} name="code" label={t.recoveryCode} autoComplete="off" spellCheck={false} placeholder="abcde-fghij" />
        ) : (
          <FormTextField
            key="app"
            control={form.control}
            name="code"
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            className="[&_input]:text-lg [&_input]:tracking-[0.3em]"
          />
        )}
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          {t.codeSubmit}
        </Button>
        <div className="text-center text-sm">
          <ModeLink onClick={switchKind}>{recovery ? t.useApp : t.useRecovery}</ModeLink>
        </div>
      </form>
    </AuthCard>
  );
}
