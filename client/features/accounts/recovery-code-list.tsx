import { Copy, Download } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { useMe } from '@/client/lib/session';

const t = security.twoFactor;

/** Ten recovery codes, shown this once, with copy and download: after setting up (/two-step) and new ones on /account. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const me = useMe();

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

  return (
    <div className="grid gap-3">
      <ol aria-label={t.recoveryListLabel} className="mb-3 grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-sm sm:text-base" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">
            {code}
          </li>
        ))}
      </ol>
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
    </div>
  );
}
