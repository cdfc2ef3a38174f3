import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/types';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Every mail is kept in the outbox table (a record of what was sent, and the default
 * delivery when no SMTP server is configured); with SMTP it is also delivered.
 */
export function createMailer(deps: { db: Kysely<Database>; log: FastifyBaseLogger; transport?: MailTransport }): Mailer {
  return {
    async send(mail) {
      await deps.db.insertInto('mailOutbox').values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text }).execute();
      if (deps.transport) {
        await deps.transport.send(mail);
      } else {
        deps.log.info({ to: mail.to, subject: mail.subject }, 'mail stored in outbox');
      }
    },
    async close() {
      deps.transport?.close();
    },
  };
}
