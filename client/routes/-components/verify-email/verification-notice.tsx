import { useEffect } from 'react';
import { MailCheck } from 'lucide-react';
import { useRouter } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import { toastCheckMail } from '@/client/lib/check-mail-toast';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { StepHeading } from '@/client/features/accounts/step-page';
import { refreshMe, useMe } from '@/client/lib/session';
import { errorMessage, trpc } from '@/client/lib/trpc';

const t = security.emailVerification;

/** Signed in with an address that is not verified yet: what to do, and the link once more. */
export function VerificationNotice() {
  const me = useMe();
  const router = useRouter();
  const resend = trpc.account.email.resendVerification.useMutation();

  // Back from the mail (the link opened in another tab): the route's guard moves on once the address is verified.
  useEffect(() => {
    const recheck = async () => {
      if (document.visibilityState !== 'visible') return;
      await refreshMe(router.options.context.trpc);
      await router.invalidate();
    };
    const onVisible = () => void recheck();
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [router]);

  async function sendAgain() {
    try {
      await resend.mutateAsync();
      await toastCheckMail(router.options.context.trpc, t.resent);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div>
      <MailCheck aria-hidden="true" className="mb-4 size-10 text-primary" />
      <StepHeading title={t.pageTitle}>
        <p>{t.pageDescription(me?.user.email ?? '')}</p>
      </StepHeading>
      <p className="mb-4 text-sm text-muted-foreground">{t.notArrived}</p>
      <Button variant="outline" size="lg" className="w-full sm:w-auto" loading={resend.isPending} onClick={() => void sendAgain()}>
        {t.resend}
      </Button>
    </div>
  );
}
