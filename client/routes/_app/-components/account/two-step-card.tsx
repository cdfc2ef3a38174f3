import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { disableTwoFactorSchema, newRecoveryCodesSchema } from '@/src/schemas/account-security';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Badge } from '@/client/components/ui/badge';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { RecoveryCodeList } from '@/client/features/accounts/recovery-code-list';
import { useRefreshMe } from '@/client/lib/session';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { AccountCard } from './account-card';

const t = security.twoFactor;

/** Two-step sign-in: on or off, the recovery codes left, and the way to turn it on (/two-step) or off, or to make new codes. */
export function TwoStepCard() {
  const [{ twoFactor }] = trpc.account.overview.useSuspenseQuery();
  const [turningOff, setTurningOff] = useState(false);
  const [renewing, setRenewing] = useState(false);
  return (
    <AccountCard icon={ShieldCheck} title={t.title} description={t.description} testId="two-step-card">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex-1 text-sm">
          <Badge tone={twoFactor.enabled ? 'success' : 'neutral'}>{twoFactor.enabled ? t.enabled : t.disabled}</Badge>
          <p className="mt-2 text-muted-foreground">{twoFactor.enabled ? t.statusOn(twoFactor.recoveryCodesLeft) : t.statusOff}</p>
        </div>
        {twoFactor.enabled ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setRenewing(true)}>
              {t.newRecoveryCodes}
            </Button>
            {!twoFactor.required && (
              <Button variant="outline" onClick={() => setTurningOff(true)}>
                {t.turnOff}
              </Button>
            )}
          </div>
        ) : (
          <Link to="/two-step" className={buttonClasses('primary')}>
            {t.setUp}
          </Link>
        )}
      </div>
      <Dialog open={turningOff} onOpenChange={setTurningOff}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.turnOffTitle}</DialogTitle>
            <DialogDescription>{t.turnOffDescription}</DialogDescription>
          </DialogHeader>
          {turningOff && <TurnOffForm onDone={() => setTurningOff(false)} />}
        </DialogContent>
      </Dialog>
      <Dialog open={renewing} onOpenChange={setRenewing}>
        <DialogContent>{renewing && <NewRecoveryCodes onDone={() => setRenewing(false)} />}</DialogContent>
      </Dialog>
    </AccountCard>
  );
}

/** The password first; then the ten new codes, shown this once. */
function NewRecoveryCodes({ onDone }: { onDone: () => void }) {
  const utils = useTrpcUtils();
  const renew = trpc.account.twoFactor.newRecoveryCodes.useMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useAppForm({ schema: newRecoveryCodesSchema, defaultValues: { password: '' } });
  const onSubmit = form.submitWith(async (input) => {
    const { recoveryCodes } = await renew.mutateAsync(input);
    setCodes(recoveryCodes);
    toast.success(t.newRecoveryCodesMade);
    await utils.account.overview.invalidate();
  });
  if (codes) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t.recoveryTitle}</DialogTitle>
          <DialogDescription>{t.recoveryIntro}</DialogDescription>
        </DialogHeader>
        <RecoveryCodeList codes={codes} />
        <DialogFooter className="mt-2">
          <Button onClick={onDone}>{t.done}</Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t.newRecoveryCodesTitle}</DialogTitle>
        <DialogDescription>{t.newRecoveryCodesDescription}</DialogDescription>
      </DialogHeader>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField control={form.control} name="password" label={security.emailChange.currentPassword} type="password" autoComplete="current-password" />
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onDone} disabled={renew.isPending}>
            {nl.generic.cancel}
          </Button>
          <Button type="submit" loading={renew.isPending}>
            {t.newRecoveryCodes}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

function TurnOffForm({ onDone }: { onDone: () => void }) {
  const utils = useTrpcUtils();
  const refreshMe = useRefreshMe();
  const disable = trpc.account.twoFactor.disable.useMutation();
  const form = useAppForm({ schema: disableTwoFactorSchema, defaultValues: { password: '' } });
  const onSubmit = form.submitWith(async (input) => {
    await disable.mutateAsync(input);
    toast.success(t.turnedOff);
    onDone();
    await Promise.all([utils.account.overview.invalidate(), refreshMe()]);
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField control={form.control} name="password" label={security.emailChange.currentPassword} type="password" autoComplete="current-password" />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={disable.isPending}>
          {nl.generic.cancel}
        </Button>
        <Button type="submit" variant="destructive" loading={disable.isPending}>
          {t.turnOff}
        </Button>
      </DialogFooter>
    </form>
  );
}
