import { createFileRoute, redirect } from '@tanstack/react-router';
import { isPackageType, type PackageType } from '@/src/domain/packages';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { StepPage } from '@/client/features/accounts/step-page';
import { ConfirmingLink, LinkResult } from './-components/verify-email/link-result';
import { LINK_RESULTS, type LinkResultKind } from './-components/verify-email/link-results';
import { VerificationNotice } from './-components/verify-email/verification-notice';

/**
 * `token`: a mailed link being opened; `result`: what opening it did (the token is gone from the
 * address by then); `package`: chosen before registering, where onboarding continues once verified.
 */
type VerifyEmailSearch = { token?: string; result?: LinkResultKind; package?: PackageType };

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): VerifyEmailSearch => ({
    ...(typeof search.token === 'string' && search.token ? { token: search.token } : {}),
    ...(LINK_RESULTS.includes(search.result as LinkResultKind) ? { result: search.result as LinkResultKind } : {}),
    ...(isPackageType(search.package) ? { package: search.package } : {}),
  }),
  beforeLoad: ({ context: { me }, search }) => {
    // A link works signed in or out (a change of address may be opened on another device).
    if (search.token || search.result) return;
    if (!me) throw redirect({ to: '/auth', replace: true });
    if (me.pending === 'twoFactorCode') throw redirect({ to: '/auth', replace: true });
    if (me.pending === 'twoFactorSetup') throw redirect({ to: '/two-step', replace: true });
    if (me.pending !== 'emailVerification') {
      throw search.package ? redirect({ to: '/onboarding', search: { package: search.package }, replace: true }) : redirect({ to: '/', replace: true });
    }
  },
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token, result } = Route.useSearch();
  return (
    <StepPage title={security.emailVerification.pageTitle}>
      {result ? <LinkResult result={result} /> : token ? <ConfirmingLink token={token} /> : <VerificationNotice />}
    </StepPage>
  );
}
