import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { normalizeEmail } from '@/db/queries/users';
import { generateToken, hashToken } from './tokens';

// A browser that signed in to an account before carries a device cookie. Failed logins from
// elsewhere lock the account's shared counter, never this browser's own one (OWASP's device cookies).

export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export function deviceCookieName(https: boolean): string {
  return https ? '__Host-device' : 'device';
}

/** The id of the device (its token's hash) when it is known for the account with this email. */
export async function knownDeviceFor(db: Kysely<Database>, token: string | undefined, email: string, now = new Date()) {
  if (!token) return undefined;
  const row = await db
    .selectFrom('knownDevices')
    .innerJoin('users', 'users.id', 'knownDevices.userId')
    .select('knownDevices.id')
    .where('knownDevices.id', '=', hashToken(token))
    .where('users.email', '=', normalizeEmail(email))
    .where('knownDevices.expiresAt', '>', now)
    .executeTakeFirst();
  return row?.id;
}

/** Remembers this browser for the user; returns the cookie token. */
export async function rememberDevice(db: Kysely<Database>, userId: string, now = new Date()) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + DEVICE_LIFETIME_MS);
  await db.deleteFrom('knownDevices').where('userId', '=', userId).where('expiresAt', '<=', now).execute();
  await db.insertInto('knownDevices').values({ id: hashToken(token), userId, expiresAt }).execute();
  return { token, expiresAt };
}
