import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';

type Db = Kysely<Database> | Transaction<Database>;

export interface OutboxMail {
  id: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  /** Tries so far, including the one this claim starts. */
  attempts: number;
}

const after = (ms: number) => sql<Date>`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

/** Keeps a mail: 'pending' to be delivered over SMTP (due at once), 'stored' when there is no SMTP. */
/** `holdMs`: not due for others until then (a mail this process delivers itself). */
/** `forgetAfterDelivery`: address and text are cleared once it went out; a stored mail (no SMTP) keeps neither. */
export async function addToOutbox(
  db: Db,
  mail: { to: string; subject: string; text: string; forgetAfterDelivery?: boolean | undefined },
  status: 'pending' | 'stored',
  holdMs = 0,
): Promise<string> {
  const forget = Boolean(mail.forgetAfterDelivery);
  const gone = forget && status === 'stored';
  const row = await db
    .insertInto('mailOutbox')
    .values({
      toAddress: gone ? '' : mail.to,
      subject: mail.subject,
      bodyText: gone ? '' : mail.text,
      status,
      nextAttemptAt: status === 'pending' ? after(holdMs) : null,
      forgetAfterDelivery: forget,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims due pending mails and counts the try. The lease keeps other rounds and instances off a claimed mail (SKIP LOCKED: two
 * claiming at once get different mails), and brings it back if this process dies while sending.
 */
export async function claimDueMails(db: Db, options: { limit: number; leaseMs: number; exclude?: readonly string[] }): Promise<OutboxMail[]> {
  const exclude = options.exclude ?? [];
  return db
    .updateTable('mailOutbox')
    .set({ attempts: sql<number>`attempts + 1`, nextAttemptAt: after(options.leaseMs) })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('mailOutbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', sql<Date>`now()`);
      if (exclude.length > 0) due = due.where('id', 'not in', exclude);
      return due.orderBy('nextAttemptAt').limit(options.limit).forUpdate().skipLocked();
    })
    .returning(['id', 'toAddress', 'subject', 'bodyText', 'attempts'])
    .execute();
}

/** A try at a mail only this process can deliver (it holds a secret): counted, and held from the other rounds meanwhile. */
export async function holdOwnMail(db: Db, id: string, leaseMs: number): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ attempts: sql<number>`attempts + 1`, nextAttemptAt: after(leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A mail to forget once it went: its address and text go when it is sent or given up. */
const forgottenWhenDone = (eb: ExpressionBuilder<Database, 'mailOutbox'>) => ({
  toAddress: eb.case().when('forgetAfterDelivery', '=', true).then('').else(eb.ref('toAddress')).end(),
  bodyText: eb.case().when('forgetAfterDelivery', '=', true).then('').else(eb.ref('bodyText')).end(),
});

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set((eb) => ({ status: 'sent', sentAt: sql<Date>`now()`, nextAttemptAt: null, lastError: null, ...forgottenWhenDone(eb) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Records a failed try: due again after `retryInMs`, or 'failed' for good when that is null. */
/** Counts a failed try: due again after `retryInMs`, or failed for good (null). Returns the mail when it changed. */
export async function markMailAttemptFailed(db: Db, id: string, failure: { error: string; retryInMs: number | null }) {
  const row = await db
    .updateTable('mailOutbox')
    .set((eb) => ({
      lastError: failure.error.slice(0, 1000),
      ...(failure.retryInMs === null ? { status: 'failed' as const, nextAttemptAt: null, ...forgottenWhenDone(eb) } : { nextAttemptAt: after(failure.retryInMs) }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'toAddress', 'subject'])
    .executeTakeFirst();
  return row && { id: row.id, to: row.toAddress, subject: row.subject };
}


export interface StoredMail {
  id: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  createdAt: Date;
}

/** The development mailbox: the newest mails of the outbox first. */
export function listNewestMails(db: Db, limit: number): Promise<StoredMail[]> {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'bodyText', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findMail(db: Db, id: string): Promise<StoredMail | undefined> {
  return db.selectFrom('mailOutbox').select(['id', 'toAddress', 'subject', 'bodyText', 'createdAt']).where('id', '=', id).executeTakeFirst();
}
