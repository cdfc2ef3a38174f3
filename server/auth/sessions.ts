import DataLoader from 'dataloader';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { perDatabase } from '@/db/per-database';
import type { Role } from '@/src/domain/statuses';
import { generateToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
// Activity moves the idle deadline and the "last seen" time at most once a minute: one write, not one per request.
const RENEW_STEP_MS = 60 * 1000;
/** A session that still owes the code of the second step lives this long, unrenewed. */
export const PENDING_TWO_FACTOR_MS = 10 * 60 * 1000;

/** A session ends after `idleMs` without a request, and `lifetimeMs` after sign-in whatever happens. */
export interface SessionPolicy {
  idleMs: number;
  lifetimeMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 7 * DAY_MS, lifetimeMs: 30 * DAY_MS };

/** `__Host-` binds the cookie to this exact origin over https (Secure, Path=/, no Domain); plain http cannot carry it. */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-session' : 'session';
}

export interface Session {
  id: string;
  userId: string;
  /** The idle deadline, never later than the absolute end. */
  expiresAt: Date;
  /** The second step's code was given (or the second step set up) in this session. */
  twoFactorVerified: boolean;
}

/** Where a session was started: the browser's user agent and the address's network. */
export interface SessionDevice {
  userAgent: string | null;
  ipNetwork: string | null;
}

/** The user of a session, read in the same statement as the session. */
export interface SessionUser {
  email: string;
  emailVerifiedAt: Date | null;
  twoFactorEnabled: boolean;
  role: Role | null;
  /** Only asked when the user has no role (spec 4: a project owner without a role is a client). */
  ownsProject: boolean;
}

function idleDeadline(policy: SessionPolicy, createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + policy.idleMs, createdAt.getTime() + policy.lifetimeMs));
}

const MAX_USER_AGENT_LENGTH = 400;

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  policy = DEFAULT_SESSION_POLICY,
  now = new Date(),
  options: { device?: SessionDevice; awaitingTwoFactor?: boolean; twoFactorVerified?: boolean } = {},
) {
  const token = generateToken();
  const awaiting = options.awaitingTwoFactor ?? false;
  const expiresAt = awaiting ? new Date(now.getTime() + PENDING_TWO_FACTOR_MS) : idleDeadline(policy, now, now);
  const session: Session = { id: hashToken(token), userId, expiresAt, twoFactorVerified: options.twoFactorVerified ?? false };
  await db
    .insertInto('sessions')
    .values({
      ...session,
      createdAt: now,
      lastSeenAt: now,
      userAgent: options.device?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      ipNetwork: options.device?.ipNetwork ?? null,
    })
    .execute();
  // A session awaiting its code gets the ordinary cookie: the database alone keeps it short.
  return { token, session, cookieExpiresAt: idleDeadline(policy, now, now) };
}

/** Sessions with their users and roles (a user that is gone leaves its session out). */
function sessionsWithUsers(db: Kysely<Database>) {
  return (
    db
      .selectFrom('sessions')
      // The join is the check that the user still exists (a deleted user also cascades to the session).
      .innerJoin('users', 'users.id', 'sessions.userId')
      .leftJoin('userRoles', 'userRoles.userId', 'users.id')
      .select([
        'sessions.id',
        'sessions.userId',
        'sessions.expiresAt',
        'sessions.createdAt',
        'sessions.lastSeenAt',
        'sessions.twoFactorVerified',
        'users.email',
        'users.emailVerifiedAt',
        'userRoles.role',
      ])
      .select((eb) => [
        eb('users.totpKey', 'is not', null).as('twoFactorEnabled'),
        // Asked only for a user without a role (the client rule of projectsVisibleTo): the common case reads no project.
        eb
          .case()
          .when('userRoles.role', 'is', null)
          .then(eb.exists(eb.selectFrom('projects').select('projects.id').whereRef('projects.clientId', '=', 'users.id')))
          .else(eb.lit(false))
          .end()
          .as('ownsProject'),
      ])
  );
}

/** The session and its user with their role, in one statement on the session's primary key. */
function readSessionWithUser(db: Kysely<Database>, id: string) {
  return sessionsWithUsers(db).where('sessions.id', '=', id).executeTakeFirst();
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof readSessionWithUser>>>;

/** How a session is read by its id: one statement per call, or gathered (sessionReaderInBatches). */
export type SessionReader = (id: string) => Promise<SessionRow | undefined>;

/**
 * Reads sessions gathered per turn of the event loop (dataloader; nothing is kept between turns):
 * the open live streams whose checks fall due on the same tick share one statement.
 */
export const sessionReaderInBatches = perDatabase((db): SessionReader => {
  const loader = new DataLoader<string, SessionRow | undefined>(
    async (ids) => {
      const rows = await sessionsWithUsers(db)
        .where((eb) => eb('sessions.id', '=', eb.fn.any(eb.val([...ids]))))
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false },
  );
  return (id) => loader.load(id);
});

/** Not idle too long, not past its absolute lifetime. */
function isCurrent(row: SessionRow, policy: SessionPolicy, now: Date): boolean {
  return row.expiresAt.getTime() > now.getTime() && row.createdAt.getTime() + policy.lifetimeMs > now.getTime();
}

/** Activity moves the idle deadline at most once a minute, and never for a session that still owes the second step's code. */
function renewalDue(row: SessionRow, now: Date): boolean {
  const awaitingCode = row.twoFactorEnabled && !row.twoFactorVerified;
  return !awaitingCode && now.getTime() - row.lastSeenAt.getTime() >= RENEW_STEP_MS;
}

/**
 * Null when unknown, idle too long, past its absolute lifetime, or its user is gone. Every request asks the database, so a sign-out,
 * revocation or new role anywhere counts from the next request on; `renewed` means the cookie must be sent again.
 */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  policy = DEFAULT_SESSION_POLICY,
  now = new Date(),
  read: SessionReader = (id) => readSessionWithUser(db, id),
) {
  const id = hashToken(token);
  const row = await read(id);
  if (!row) return null;
  if (!isCurrent(row, policy, now)) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (!renewalDue(row, now)) return validated(id, row, row.expiresAt, false);
  const expiresAt = idleDeadline(policy, row.createdAt, now);
  await db.updateTable('sessions').set({ expiresAt, lastSeenAt: now }).where('id', '=', id).execute();
  return validated(id, row, expiresAt, expiresAt.getTime() !== row.expiresAt.getTime());
}

function validated(id: string, row: SessionRow, expiresAt: Date, renewed: boolean) {
  const user: SessionUser = {
    email: row.email,
    emailVerifiedAt: row.emailVerifiedAt,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    role: row.role ?? null,
    ownsProject: Boolean(row.ownsProject),
  };
  return { session: { id, userId: row.userId, expiresAt, twoFactorVerified: row.twoFactorVerified }, user, email: row.email, renewed };
}

/** The second step is done in this session: it gets the ordinary idle deadline from now. */
export async function completeTwoFactor(db: Kysely<Database>, sessionId: string, policy = DEFAULT_SESSION_POLICY, now = new Date()) {
  const row = await db.selectFrom('sessions').select('createdAt').where('id', '=', sessionId).executeTakeFirst();
  if (!row) return null;
  const expiresAt = idleDeadline(policy, row.createdAt, now);
  await db.updateTable('sessions').set({ twoFactorVerified: true, expiresAt, lastSeenAt: now }).where('id', '=', sessionId).execute();
  return expiresAt;
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user (a new password by the reset link). */
export async function invalidateUserSessions(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Ends every session of the user except this one ("Overal uitloggen", a new password). */
export async function invalidateOtherSessions(db: Kysely<Database>, userId: string, keepSessionId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
