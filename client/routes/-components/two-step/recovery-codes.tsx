import { useNavigate, useRouter } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { RecoveryCodeList } from '@/client/features/accounts/recovery-code-list';
import { StepHeading } from '@/client/features/accounts/step-page';
import { refreshMe, useMe } from '@/client/lib/session';

const t = security.twoFactor;

/** The ten recovery codes, shown this once, to copy or download before going on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const me = useMe();
  const router = useRouter();
  const navigate = useNavigate();

  async function done() {
    // /account shows the second step as it is now, not as it was when the page was last loaded.
    await Promise.all([refreshMe(router.options.context.trpc), router.options.context.trpc.account.overview.invalidate()]);
    // Staff go to their dashboard; a client came from /account.
    await navigate({ to: me?.role === 'client' ? '/account' : '/', replace: true });
  }

  return (
    <div>
      <ShieldCheck aria-hidden="true" className="mb-4 size-10 text-success" />
      <StepHeading title={t.recoveryTitle}>
        <p>{t.confirmed}</p>
        <p className="mt-2">{t.recoveryIntro}</p>
      </StepHeading>
      <div className="grid gap-3">
        <RecoveryCodeList codes={codes} />
        <Button size="lg" className="w-full" onClick={() => void done()}>
          {t.saved}
        </Button>
      </div>
    </div>
  );
}
