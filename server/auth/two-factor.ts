import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { hashToken } from './tokens';

// Two-step sign-in with TOTP (RFC 6238: 6 digits, 30-second steps, @oslojs/otp) and 10 single-use
// recovery codes, stored as SHA-256 (they are random, so a fast hash is as good as a slow one).

export const TOTP_ISSUER = 'Klantportaal';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A phone's clock may be a step off either way. */
const CLOCK_DRIFT_STEPS = 1;
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

/** The time step a code is for (now, or a step either side), or null when it is for none of them. */
export function totpStepOf(key: string, code: string, now = Date.now()): number | null {
  if (!isTotpCodeFormat(code)) return null;
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  const secret = decodeBase32IgnorePadding(key);
  for (let step = current - CLOCK_DRIFT_STEPS; step <= current + CLOCK_DRIFT_STEPS; step++) {
    if (verifyHOTP(secret, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
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
