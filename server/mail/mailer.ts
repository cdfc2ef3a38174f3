import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/types';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Values in the text that only the recipient may see (a reset token): the outbox keeps the text without them. */
  secrets?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface MailTransport {
  send(mail: Pick<Mail, 'to' | 'subject' | 'text'>): Promise<void>;
  close(): void;
}

export const REDACTED = '[verborgen]';

function redact(text: string, secrets: string[] = []): string {
  return secrets.filter(Boolean).reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}

/**
 * Every mail is kept in the outbox table (a record of what was sent, and the default
 * delivery when no SMTP server is configured); with SMTP it is also delivered. Secrets reach
 * only the transport. Without one, `revealSecretsInLog` (development) logs the full text so a
 * developer can still follow a reset link.
 */
export function createMailer(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  transport?: MailTransport;
  revealSecretsInLog?: boolean;
}): Mailer {
  return {
    async send(mail) {
      const { to, subject, text } = mail;
      await deps.db.insertInto('mailOutbox').values({ toAddress: to, subject, bodyText: redact(text, mail.secrets) }).execute();
      if (deps.transport) {
        await deps.transport.send({ to, subject, text });
      } else {
        const reveal = deps.revealSecretsInLog && mail.secrets?.length;
        deps.log.info({ to, subject, ...(reveal ? { text } : {}) }, 'mail stored in outbox');
      }
    },
    async close() {
      deps.transport?.close();
    },
  };
}
