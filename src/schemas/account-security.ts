import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema } from './auth';

// The account's own safety: mailed links, the second step's codes, a new password or address, and
// sessions by id.

// Link tokens are 32 base32 characters; anything far longer is not one of ours.
const TOKEN_MAX_LENGTH = 200;
/** A recovery code is 11 characters; typed with spaces or dashes it stays well below this. */
const RECOVERY_INPUT_MAX = 40;

export const confirmEmailSchema = z.object({
  token: z
    .string({ error: security.emailVerification.tokenInvalid })
    .min(1, security.emailVerification.tokenInvalid)
    .max(TOKEN_MAX_LENGTH, security.emailVerification.tokenInvalid),
});

/** The current password, only checked against the stored hash: no rules beyond being given. */
export const currentPasswordSchema = z
  .string({ error: security.passwords.currentRequired })
  .min(1, security.passwords.currentRequired)
  .max(PASSWORD_MAX_LENGTH, nl.validation.passwordTooLong(PASSWORD_MAX_LENGTH));

/** The code step of sign-in: 6 digits from the app, or a recovery code ("abcde-fghij"). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: security.twoFactor.codeFormat })
    .trim()
    .min(1, security.twoFactor.codeFormat)
    .max(RECOVERY_INPUT_MAX, nl.validation.tooLong(RECOVERY_INPUT_MAX)),
});

/** Confirming the set-up: one code from the app just added, and the current password. */
export const enableTwoFactorSchema = z.object({
  code: z
    .string({ error: security.twoFactor.codeFormat })
    .trim()
    .regex(/^\d{6}$/, security.twoFactor.codeFormat),
  password: currentPasswordSchema,
});

export const disableTwoFactorSchema = z.object({ password: currentPasswordSchema });

/** New recovery codes ask the password, as turning the second step off does. */
export const newRecoveryCodesSchema = disableTwoFactorSchema;

export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .refine((v) => v.newPassword !== v.currentPassword, { message: security.passwords.sameAsCurrent, path: ['newPassword'] });

/** The form: the new password twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.newPassword === v.confirmPassword, { message: nl.validation.passwordsDontMatch, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: security.passwords.sameAsCurrent, path: ['newPassword'] });

export const changeEmailSchema = z.object({ newEmail: emailSchema, currentPassword: currentPasswordSchema });

/** A session's id is the SHA-256 of its cookie token: 64 hex characters. */
export const sessionIdSchema = z.object({
  sessionId: z
    .string({ error: security.sessionList.notFound })
    .regex(/^[0-9a-f]{64}$/, security.sessionList.notFound),
});
