import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/types';
import { addToOutbox, claimDueMails, markMailAttemptFailed, markMailSent, type OutboxMail } from '@/db/queries/mail-outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
  send(mail: Mail): Promise<void>;
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

/**
 * Every mail is kept in the outbox table: the record of what was sent, and the default delivery
 * when no SMTP server is configured ('stored', logged). With SMTP the outbox is a queue: a mail
 * server that is down or slow never fails or holds up the action that sent the mail.
 */
export function createMailer(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  transport?: MailTransport | undefined;
  policy?: DeliveryPolicy;
}): Mailer {
  const { db, log, transport } = deps;
  const policy = deps.policy ?? DEFAULT_DELIVERY_POLICY;
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | undefined;

  async function attempt(mail: OutboxMail) {
    try {
      await transport!.send({ to: mail.toAddress, subject: mail.subject, text: mail.bodyText });
    } catch (err) {
      const giveUp = mail.attempts >= policy.maxAttempts;
      const error = err instanceof Error ? err.message : String(err);
      await markMailAttemptFailed(db, mail.id, { error, retryInMs: giveUp ? null : policy.retryDelayMs(mail.attempts) });
      if (giveUp) log.error({ err, mailId: mail.id, attempts: mail.attempts }, 'mail not delivered; giving up');
      else log.warn({ err, mailId: mail.id, attempts: mail.attempts }, 'mail not delivered; will retry');
      return;
    }
    await markMailSent(db, mail.id);
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
    void deliverDue().catch((err: unknown) => log.warn({ err }, 'mail delivery round failed; the next round retries'));

  return {
    async send(mail) {
      await addToOutbox(db, mail, transport ? 'pending' : 'stored');
      if (transport) deliverInBackground();
      else log.info({ to: mail.to, subject: mail.subject }, 'mail stored in outbox');
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
      await running?.catch(() => {});
      transport?.close();
    },
  };
}
