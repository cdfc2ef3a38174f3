import { enableTwoFactorSchema } from '@/src/schemas/account-security';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Button } from '@/client/components/ui/button';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { QrCode } from './qr-code';

const t = security.twoFactor;

/** "ABCD EFGH IJKL …": easier to type over from the screen. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Scan (or type) the key, then confirm it with one code and the password; the recovery codes follow. */
export function TwoStepSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  // Loaded by the route's loader: the same key until it is confirmed.
  const [setup] = trpc.account.twoFactor.setup.useSuspenseQuery();
  const enable = trpc.account.twoFactor.enable.useMutation();
  const form = useAppForm({ schema: enableTwoFactorSchema, defaultValues: { code: '', password: '' } });

  const onSubmit = form.submitWith(async (input) => {
    const { recoveryCodes } = await enable.mutateAsync(input);
    onEnabled(recoveryCodes);
  });

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{setup.required ? t.setupIntroStaff : t.setupIntro}</p>
      <section aria-labelledby="scan-heading" className="grid gap-4">
        <h2 id="scan-heading" className="text-sm font-medium">
          {t.stepScan}
        </h2>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode value={setup.keyUri} />
          <div className="min-w-0 text-sm">
            <p className="text-muted-foreground">{t.secretLabel}</p>
            <p className="mt-2 rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wide break-words select-all" data-testid="totp-secret">
              {grouped(setup.secret)}
            </p>
          </div>
        </div>
      </section>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="code-heading">
        <h2 id="code-heading" className="text-sm font-medium">
          {t.stepCode}
        </h2>
        <FormTextField
          control={form.control}
          name="code"
          label={t.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="max-w-48 [&_input]:text-lg [&_input]:tracking-[0.3em]"
        />
        <p className="text-sm font-medium">{t.stepPassword}</p>
        <FormTextField control={form.control} name="password" label={security.emailChange.currentPassword} type="password" autoComplete="current-password" className="max-w-sm" />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" loading={enable.isPending}>
          {t.confirm}
        </Button>
      </form>
    </div>
  );
}
