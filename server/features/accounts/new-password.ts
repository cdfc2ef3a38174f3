import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { fieldError } from '@/server/trpc/field-error';

/**
 * Refuses a well-known password wherever one is chosen (registering, a reset link, /account), under
 * the form's field. The dictionaries load with the first password chosen, not with every server.
 */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  const { isCommonPassword } = await import('@/server/auth/password-strength');
  if (isCommonPassword(password)) throw fieldError(field, security.passwords.tooCommon);
}
