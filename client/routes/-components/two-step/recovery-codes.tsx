import { useNavigate, useRouter } from '@tanstack/react-router';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { StepHeading } from '@/client/features/accounts/step-page';
import { refreshMe, useMe } from '@/client/lib/session';

const t = security.twoFactor;

/** The ten recovery codes, shown this once, to copy or download before going on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const me = useMe();
  const router = useRouter();
  const navigate = useNavigate();

  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success(t.copied);
  }

  function download() {
    const text = `${t.recoveryFileIntro}\n${me?.user.email ?? ''}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: t.recoveryFileName });
    link.click();
    URL.revokeObjectURL(url);
  }

  async function done() {
    await refreshMe(router.options.context.trpc);
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
      <ol aria-label={t.recoveryListLabel} className="mb-6 grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm sm:text-base" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="grid gap-3">
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t.copy}
          </Button>
          <Button variant="outline" onClick={download}>
            <Download aria-hidden="true" />
            {t.download}
          </Button>
        </div>
        <Button size="lg" className="w-full" onClick={() => void done()}>
          {t.saved}
        </Button>
      </div>
    </div>
  );
}
