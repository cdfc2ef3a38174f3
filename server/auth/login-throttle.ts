import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { normalizeEmail } from '@/db/queries/users';
import { clearAttempts, reserveAttempt, type BackoffPolicy } from '@/db/queries/rate-limits';

// The per-account limit beside the per-address one (http/rate-limit.ts). Unknown addresses count the same, so it says nothing about
// which accounts exist; a known device has a counter of its own, so an attacker's failures cannot lock the owner out.

export const LOGIN_BACKOFF: BackoffPolicy = {
  freeAttempts: 5,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
};

export function loginThrottleKey(email: string, deviceId: string | undefined): string {
  const account = `login:${normalizeEmail(email)}`;
  return deviceId ? `${account}:device:${deviceId}` : account;
}

export type LoginAttempt = { allowed: true; key: string } | { allowed: false; retryAfterMinutes: number };

/** Takes one login attempt for the account; a success must call loginSucceeded to start over. */
export async function reserveLoginAttempt(db: Kysely<Database>, key: string, now = new Date()): Promise<LoginAttempt> {
  const reservation = await reserveAttempt(db, { key, policy: LOGIN_BACKOFF, now });
  if (reservation.allowed) return { allowed: true, key };
  const waitMs = reservation.retryAt.getTime() - now.getTime();
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil(waitMs / 60_000)) };
}

export function loginSucceeded(db: Kysely<Database>, key: string): Promise<void> {
  return clearAttempts(db, key);
}
