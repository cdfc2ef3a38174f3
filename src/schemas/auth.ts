import { z } from './zod';
import { nl } from '@/src/text/nl';
import { SHORT_TEXT_MAX } from './fields';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
// RFC 5321: a forward path holds at most 320 characters (64 local, @, 255 domain).
export const EMAIL_MAX_LENGTH = 320;
// A reset token is 32 base32 characters; anything far longer is not one of ours.
const RESET_TOKEN_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: nl.validation.emailRequired })
  .trim()
  .min(1, nl.validation.emailRequired)
  .max(EMAIL_MAX_LENGTH, nl.validation.emailTooLong(EMAIL_MAX_LENGTH))
  .pipe(z.email(nl.validation.emailInvalid))
  .transform((email) => email.toLowerCase());

/** Spec 5: required and at least 6 characters, on login as well as when choosing one. */
export const passwordSchema = z
  .string({ error: nl.validation.passwordRequired })
  // A blank password is missing, not also too short.
  .min(1, { error: nl.validation.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, nl.validation.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, nl.validation.passwordTooLong(PASSWORD_MAX_LENGTH));

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const registerSchema = z.object({
  fullName: z
    .string({ error: nl.validation.fullNameRequired })
    .trim()
    .min(1, nl.validation.fullNameRequired)
    .max(SHORT_TEXT_MAX, nl.validation.fullNameTooLong(SHORT_TEXT_MAX)),
  email: emailSchema,
  password: passwordSchema,
});

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: nl.auth.resetTokenInvalid })
    .min(1, nl.auth.resetTokenInvalid)
    .max(RESET_TOKEN_MAX_LENGTH, nl.auth.resetTokenInvalid),
  password: passwordSchema,
});

/** The set-new-password form: both fields, minimum length, and they must match. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.password === v.confirmPassword, {
    message: nl.validation.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
