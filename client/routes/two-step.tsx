import { useState } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { StepHeading, StepPage } from '@/client/features/accounts/step-page';
import { RecoveryCodes } from './-components/two-step/recovery-codes';
import { TwoStepSetup } from './-components/two-step/two-step-setup';

/**
 * Setting up two-step sign-in: where admins and developers land after their password until it is
 * done (the server lets them reach nothing else), and where a client comes from /account.
 */
export const Route = createFileRoute('/two-step')({
  beforeLoad: ({ context: { me } }) => {
    if (!me || me.pending === 'twoFactorCode') throw redirect({ to: '/auth', replace: true });
    if (me.user.twoFactorEnabled) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { trpc } }) => trpc.account.twoFactor.setup.ensureData(),
  component: TwoStepPage,
});

function TwoStepPage() {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const t = security.twoFactor;
  return (
    <StepPage title={recoveryCodes ? t.recoveryTitle : t.setupTitle}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : (
        <>
          <StepHeading title={t.setupTitle} />
          <TwoStepSetup onEnabled={setRecoveryCodes} />
        </>
      )}
    </StepPage>
  );
}
