import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './types-columns';

// Sign-in's tables (logins, sessions, tokens, recovery codes, known devices, rate limits): Kysely
// table types as in types.ts, which assembles them into Database.

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  createdAt: CreatedAt;
  /** When the owner opened a verification link for this address; null until then. */
  emailVerifiedAt: Timestamp | null;
  /** The TOTP key (base32) once two-step sign-in is set up; the pending one while it is being set up. */
  totpKey: string | null;
  totpPendingKey: string | null;
  /** The last TOTP time step a code was accepted for: that one and earlier ones are refused. */
  totpLastStep: number | null;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
  /** The code of the second step was given in this session (or set up in it). */
  twoFactorVerified: ColumnType<boolean, boolean | undefined, boolean>;
  lastSeenAt: Timestamp;
  userAgent: string | null;
  /** The address shortened to its network (IPv4 /24, IPv6 /64); the full address is never kept. */
  ipNetwork: string | null;
}

/** 'restore' and 'keep_change': the old address's answer for a week after a change took effect. */
export type EmailTokenPurpose = 'verify' | 'change' | 'cancel_change' | 'restore' | 'keep_change';

export interface EmailTokensTable {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

/** Every address an account had or asked for, so erasing it reaches the mail sent to each. */
export interface AccountAddressesTable {
  userId: string;
  email: string;
  createdAt: CreatedAt;
}

export interface RecoveryCodesTable {
  userId: string;
  codeHash: string;
  createdAt: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  resetsAt: Timestamp;
  blockedUntil: Timestamp | null;
}

export interface KnownDevicesTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}
