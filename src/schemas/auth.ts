import { z } from 'zod';
import { nl } from '@/src/text/nl';

export const PASSWORD_MIN_LENGTH = 6;

export const emailSchema = z
  .string({ error: nl.validation.emailRequired })
  .trim()
  .min(1, nl.validation.emailRequired)
  .max(320, nl.validation.emailInvalid)
  .pipe(z.email(nl.validation.emailInvalid))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: nl.validation.passwordRequired })
  .min(1, nl.validation.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, nl.validation.passwordTooShort)
  .max(256, nl.validation.passwordTooShort);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: nl.validation.passwordRequired }).min(1, nl.validation.passwordRequired).max(256),
});

export const registerSchema = z.object({
  fullName: z.string({ error: nl.validation.fullNameRequired }).trim().min(1, nl.validation.fullNameRequired).max(200),
  email: emailSchema,
  password: passwordSchema,
});

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
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
