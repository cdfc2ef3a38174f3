import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/types';
import { addToOutbox, claimDueMails, holdOwnMail, markMailAttemptFailed, markMailSent, type OutboxMail } from '@/db/queries/mail-outbox';
import { announceMailFailed } from '@/db/queries/notify-account';
import type { DevMailbox } from './dev-mailbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Values in the text that only the recipient may see (a reset token): the outbox keeps the text without them. */
  secrets?: string[];
  /** Keep neither address nor text once it went (the notice that an account was erased). */
  forgetAfterDelivery?: boolean;
}

export interface Mailer {
  /**
   * Keeps the mail in the outbox. With SMTP it is delivered right after, without waiting for the
   * mail server, and retried until sent; rejects only when the outbox itself cannot be written.
   */
  send(mail: Mail): Promise<void>;
  /** One delivery round: tries every due mail once; resolves when the round (and any round asked for meanwhile) is done. */
  deliverDue(): Promise<void>;
  /** Starts the in-process job that runs a round every `pollMs` (a no-op without SMTP). */
  startDeliveryJob(): void;
  /** Stops the job, lets a round in progress finish, and closes the SMTP connections. */
  close(): Promise<void>;
}

export interface MailTransport {
  send(mail: Pick<Mail, 'to' | 'subject' | 'text'>): Promise<void>;
  close(): void;
}

export interface DeliveryPolicy {
  /** Tries before a mail is marked failed for good. */
  maxAttempts: number;
  /** Pause after the `attempt`-th failed try. */
  retryDelayMs(attempt: number): number;
  /** How long a claimed mail is left alone by other rounds and instances: longer than one SMTP try can take. */
  leaseMs: number;
  /** How often the job looks for due mails. */
  pollMs: number;
}

/** 30 s, 1, 2, 4, ... minutes up to an hour between tries; ten tries span about three hours. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 10,
  retryDelayMs: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000),
  leaseMs: 5 * 60_000,
  pollMs: 15_000,
};

const BATCH = 20;

export const REDACTED = '[verborgen]';

function redact(text: string, secrets: string[] = []): string {
  return secrets.filter(Boolean).reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}

/**
 * The outbox records every mail (without SMTP that is the delivery: 'stored', logged); with SMTP it is a queue, so a down or slow server
 * never fails or holds up the sender. Secrets wait in memory until delivered, never in the outbox; one lost to a restart fails the mail.
 */
export function createMailer(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  transport?: MailTransport | undefined;
  policy?: DeliveryPolicy;
  /** Development without SMTP only: logs the full text so a developer can follow the link. */
  revealSecretsInLog?: boolean;
  /** Development without SMTP: keeps the full text of mails with secrets for /dev/mail. */
  devMailbox?: DevMailbox | undefined;
}): Mailer {
  const { db, log, transport } = deps;
  const policy = deps.policy ?? DEFAULT_DELIVERY_POLICY;
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | undefined;
  /** Retries of mails with secrets, which only this process can deliver. */
  const ownRetries = new Set<NodeJS.Timeout>();
  const ownInFlight = new Set<Promise<void>>();

  /** A failed try: retried later, or (null) given up, when the admins are notified in the same transaction. */
  async function recordFailure(id: string, failure: { error: string; retryInMs: number | null }) {
    if (failure.retryInMs !== null) return void (await markMailAttemptFailed(db, id, failure));
    await db.transaction().execute(async (trx) => {
      const failed = await markMailAttemptFailed(trx, id, failure);
      if (failed) await announceMailFailed(trx, failed);
    });
  }

  async function attempt(mail: OutboxMail) {
    if (mail.bodyText.includes(REDACTED)) {
      // Its sender held the secret and stopped trying (or stopped): nobody else can deliver it.
      await recordFailure(mail.id, { error: 'the sending process gave up or stopped; the recipient has to ask again', retryInMs: null });
      log.error({ mailId: mail.id }, 'mail with a secret not delivered');
      return;
    }
    try {
      await transport!.send({ to: mail.toAddress, subject: mail.subject, text: mail.bodyText });
    } catch (err) {
      const giveUp = mail.attempts >= policy.maxAttempts;
      const error = err instanceof Error ? err.message : String(err);
      await recordFailure(mail.id, { error, retryInMs: giveUp ? null : policy.retryDelayMs(mail.attempts) });
      if (giveUp) log.error({ err, mailId: mail.id, attempts: mail.attempts }, 'mail not delivered; giving up');
      else log.warn({ err, mailId: mail.id, attempts: mail.attempts }, 'mail not delivered; will retry');
      return;
    }
    await markMailSent(db, mail.id);
  }

  /**
   * A mail with secrets is delivered by this process alone, straight away and then with the
   * usual pauses, while its row is held from the other rounds; the full text stays in memory.
   */
  function deliverOwn(id: string, mail: Pick<Mail, 'to' | 'subject' | 'text'>, tries = 1): void {
    const flight = (async () => {
      try {
        await holdOwnMail(db, id, policy.leaseMs);
        await transport!.send(mail);
        await markMailSent(db, id);
      } catch (err) {
        const giveUp = tries >= policy.maxAttempts;
        const error = err instanceof Error ? err.message : String(err);
        const delay = policy.retryDelayMs(tries);
        await recordFailure(id, { error, retryInMs: giveUp ? null : delay + policy.leaseMs });
        if (giveUp) return log.error({ err, mailId: id }, 'mail not delivered; giving up');
        log.warn({ err, mailId: id, attempts: tries }, 'mail not delivered; will retry');
        const timer = setTimeout(() => {
          ownRetries.delete(timer);
          deliverOwn(id, mail, tries + 1);
        }, delay);
        timer.unref();
        ownRetries.add(timer);
      }
    })().catch((err: unknown) => log.warn({ err, mailId: id }, 'mail delivery failed'));
    ownInFlight.add(flight);
    void flight.finally(() => ownInFlight.delete(flight));
  }

  async function round() {
    const tried: string[] = [];
    for (;;) {
      const batch = await claimDueMails(db, { limit: BATCH, leaseMs: policy.leaseMs, exclude: tried });
      for (const mail of batch) {
        tried.push(mail.id);
        await attempt(mail);
      }
      if (batch.length < BATCH) return;
    }
  }

  function deliverDue(): Promise<void> {
    if (!transport) return Promise.resolve();
    const own = Promise.all(ownInFlight).then(() => {});
    return Promise.all([own, deliverQueued()]).then(() => {});
  }

  function deliverQueued(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerun = false;
          await round();
        } while (rerun);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const deliverInBackground = () =>
    void deliverQueued().catch((err: unknown) => log.warn({ err }, 'mail delivery round failed; the next round retries'));

  return {
    async send(mail) {
      const { to, subject, text, secrets, forgetAfterDelivery } = mail;
      const own = Boolean(transport && secrets?.length);
      const id = await addToOutbox(db, { to, subject, text: redact(text, secrets), forgetAfterDelivery }, transport ? 'pending' : 'stored', own ? policy.leaseMs : 0);
      if (own) deliverOwn(id, { to, subject, text });
      else if (transport) deliverInBackground();
      else {
        if (secrets?.length && !forgetAfterDelivery) deps.devMailbox?.keep(id, text);
        const reveal = deps.revealSecretsInLog && secrets?.length;
        log.info({ ...(forgetAfterDelivery ? {} : { to }), subject, ...(reveal ? { text } : {}) }, 'mail stored in outbox');
      }
    },
    deliverDue,
    startDeliveryJob() {
      if (!transport || timer) return;
      timer = setInterval(deliverInBackground, policy.pollMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      for (const retry of ownRetries) clearTimeout(retry);
      ownRetries.clear();
      await running?.catch(() => {});
      await Promise.all(ownInFlight);
      transport?.close();
    },
  };
}
