import { normalizeEmail } from '@/db/queries/users';
import { withinLimit } from '@/db/queries/rate-limits';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import type { Services } from '@/server/services';
import { createVerificationToken } from '@/server/auth/email-tokens';
import { mailVerificationLink } from '@/server/features/mails/account-mails';
import { authMailsText } from '@/src/text/nl/auth-mails';

const HOUR_MS = 60 * 60 * 1000;
/** "You already have an account" mails per address per hour: nobody can flood an inbox with them. */
export const ACCOUNT_EXISTS_MAILS_PER_HOUR = 3;

/** To the owner of an address someone tried to register (or move another account to): nothing changed. */
export async function mailAccountExists(services: Services, email: string, reason: 'register' | 'change'): Promise<void> {
  const to = normalizeEmail(email);
  const { allowed } = await withinLimit(services.db, { key: `account-exists:${to}`, max: ACCOUNT_EXISTS_MAILS_PER_HOUR, windowMs: HOUR_MS });
  if (!allowed) return;
  const signInUrl = `${services.config.appUrl}/auth`;
  const text = reason === 'register' ? authMailsText.accountExistsBody(signInUrl) : security.emailChange.takenMailBody(signInUrl);
  await services.mailer.send({ to, subject: authMailsText.accountExistsSubject, text });
}

/**
 * After a registration, outside the answer: a new account gets its verification link (while
 * EMAIL_VERIFICATION is on), a taken address a note to its owner.
 */
export async function mailAfterRegistration(
  services: Services,
  email: string,
  created: { id: string; email: string; fullName: string | null } | null,
): Promise<void> {
  if (!created) return mailAccountExists(services, email, 'register');
  if (!services.config.emailVerification) return;
  const token = await createVerificationToken(services.db, created);
  await mailVerificationLink(services, created, token);
}
