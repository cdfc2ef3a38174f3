import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { isCommonPassword } from '@/server/auth/password-strength';
import { fieldError } from '@/server/trpc/field-error';

/** Refuses a well-known password wherever one is chosen (registering, a reset link, /account), under the form's field. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, security.passwords.tooCommon);
}
