import { useEffect, useRef } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { buttonClasses } from '@/client/components/ui/button';
import { Loading } from '@/client/components/ui/spinner';
import { StepHeading } from '@/client/features/accounts/step-page';
import { refreshMe, useMe } from '@/client/lib/session';
import { errorStatus, trpc } from '@/client/lib/trpc';

import type { LinkResultKind } from './link-results';

const t = security.emailVerification;

/** Opens the mailed link once, then shows what it did; the token leaves the address at once. */
export function ConfirmingLink({ token }: { token: string }) {
  const navigate = useNavigate({ from: '/verify-email' });
  const router = useRouter();
  const confirm = trpc.auth.confirmEmail.useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let result: LinkResultKind;
      try {
        result = (await confirm.mutateAsync({ token })).outcome;
      } catch (error) {
        result = errorStatus(error) === 409 ? 'taken' : 'invalid';
      }
      await refreshMe(router.options.context.trpc);
      await navigate({ search: { result }, replace: true });
    })();
  }, [confirm, navigate, router, token]);

  return <Loading className="py-8" />;
}

const TEXTS: Record<LinkResultKind, string> = {
  verified: t.verified,
  changed: t.changed,
  cancelled: t.cancelled,
  restored: t.restored,
  kept: t.kept,
  invalid: t.tokenInvalid,
  taken: t.emailTaken,
};

export function LinkResult({ result }: { result: LinkResultKind }) {
  const me = useMe();
  const good = result !== 'invalid' && result !== 'taken';
  const Icon = good ? CheckCircle2 : XCircle;
  return (
    <div>
      <Icon aria-hidden="true" className={good ? 'mb-4 size-10 text-success' : 'mb-4 size-10 text-destructive'} />
      <StepHeading title={TEXTS[result]} />
      {/* Signed in, the portal (or, still unverified, the notice with its resend button) comes next. */}
      {me ? (
        <Link to="/" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {t.continue}
        </Link>
      ) : (
        <Link to="/auth" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {t.toLogin}
        </Link>
      )}
    </div>
  );
}
