import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';
import { grantRoleIfNone } from '@/db/queries/roles';
import { validateSessionToken, type Session, type SessionPolicy, type SessionReader } from './sessions';

export interface AuthUser {
  id: string;
  email: string;
  role: Role | null;
  /** The address is verified, or verification is switched off (EMAIL_VERIFICATION=off). */
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/**
 * What a signed-in session still owes before it reaches anything but the sign-in steps: the code of
 * the second step, or (staff without one, while STAFF_2FA is required) setting the second step up.
 */
export type SignInStep = 'twoFactorCode' | 'twoFactorSetup';

export interface AuthConfig {
  sessions: SessionPolicy;
  emailVerification: boolean;
  staffTwoFactorRequired: boolean;
}

/** How procedures set or clear the session cookie, without knowing about HTTP. */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** The device cookie of a browser that signed in (see auth/known-devices.ts). */
  rememberDevice(token: string, expiresAt: Date): void;
}

export function pendingSignInStep(user: Pick<AuthUser, 'role' | 'twoFactorEnabled'>, session: Pick<Session, 'twoFactorVerified'>, config: Pick<AuthConfig, 'staffTwoFactorRequired'>): SignInStep | null {
  if (user.twoFactorEnabled) return session.twoFactorVerified ? null : 'twoFactorCode';
  const staff = user.role === 'admin' || user.role === 'developer';
  return staff && config.staffTwoFactorRequired ? 'twoFactorSetup' : null;
}

/**
 * Who holds this session cookie, for tRPC and the plain HTTP routes alike, and the sign-in step the session still owes.
 * One statement, plus a write at most once a minute.
 */
export async function authenticate(
  db: Kysely<Database>,
  sessionToken: string | undefined,
  cookies: SessionCookies,
  config: AuthConfig,
  read?: SessionReader,
): Promise<{ user: AuthUser; session: Session; pendingStep: SignInStep | null } | null> {
  if (!sessionToken) return null;
  const result = await validateSessionToken(db, sessionToken, config.sessions, new Date(), read);
  if (!result) {
    cookies.clear();
    return null;
  }
  if (result.renewed) cookies.set(sessionToken, result.session.expiresAt);
  const { session } = result;
  let role = result.user.role;
  // Spec 4: a user without a role who owns a project is a client, from now on stored as one.
  if (!role && result.user.ownsProject) {
    await grantRoleIfNone(db, session.userId, 'client');
    role = 'client';
  }
  const user: AuthUser = {
    id: session.userId,
    email: result.user.email,
    role,
    emailVerified: !config.emailVerification || result.user.emailVerifiedAt !== null,
    twoFactorEnabled: result.user.twoFactorEnabled,
  };
  return { user, session, pendingStep: pendingSignInStep(user, session, config) };
}
