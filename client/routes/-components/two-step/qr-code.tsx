import { useEffect, useState } from 'react';
import { accountSecurityText as security } from '@/src/text/nl/account-security';

const SIZE = 200;

/**
 * The key's otpauth:// address as a QR code image (a data: URL, which the CSP's img-src allows).
 * The QR library loads only here, so the sign-in page stays light.
 */
export function QrCode({ value }: { value: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(value, { margin: 1, width: SIZE, errorCorrectionLevel: 'M' }).then((url) => current && setSource(url)),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div className="flex size-[212px] shrink-0 items-center justify-center rounded-lg border bg-white p-1.5">
      {source ? (
        <img src={source} alt={security.twoFactor.qrAlt} width={SIZE} height={SIZE} className="size-full" data-testid="totp-qr" />
      ) : (
        <span role="status" className="text-center text-xs text-muted-foreground">
          {security.twoFactor.qrLoading}
        </span>
      )}
    </div>
  );
}
