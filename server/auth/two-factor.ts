import { createTOTPKeyURI, verifyTOTPWithGracePeriod } from '@oslojs/otp';
import { decodeBase32IgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { hashToken } from './tokens';

// Two-step sign-in with TOTP (RFC 6238: 6 digits, 30-second steps, @oslojs/otp) and 10 single-use
// recovery codes, stored as SHA-256 (they are random, so a fast hash is as good as a slow one).

export const TOTP_ISSUER = 'Klantportaal';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A phone's clock may be a step off either way. */
const CLOCK_DRIFT_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A new 160-bit key, base32 as authenticator apps take it when typed in. */
export function newTotpKey(): string {
  return encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/** The otpauth:// address the QR code carries. */
export function totpKeyUri(accountName: string, key: string): string {
  return createTOTPKeyURI(TOTP_ISSUER, accountName, decodeBase32IgnorePadding(key), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

export const isTotpCodeFormat = (code: string) => /^\d{6}$/.test(code);

export function verifyTotpCode(key: string, code: string): boolean {
  if (!isTotpCodeFormat(code)) return false;
  return verifyTOTPWithGracePeriod(decodeBase32IgnorePadding(key), TOTP_PERIOD_SECONDS, TOTP_DIGITS, code, CLOCK_DRIFT_SECONDS);
}

/** Ten codes of 10 characters, shown as "abcde-fghij". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The stored form of a recovery code, however it was typed (case, dashes, spaces). */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
