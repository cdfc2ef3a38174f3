import type { FastifyBaseLogger } from 'fastify';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import type { Mail, Mailer } from '@/server/mail/mailer';

// One shape for every mail in the agency's name. Mails tell of something that already happened, so a failed lookup or delivery is
// logged and never fails the action that caused it.

const MAX_QUOTED_CHARS = 1000;

export interface MailLink {
  label?: string;
  url: string;
}

/** The text of a mail: "Hallo {name}," … the paragraphs … the link … the signature. */
export function composeMail(name: string | null, paragraphs: (string | null)[], link?: MailLink): string {
  const parts = [mailWords.notifications.greeting(name), ...paragraphs.filter((p): p is string => p !== null)];
  if (link) parts.push(`${link.label ?? mailWords.notifications.viewLink}\n${link.url}`);
  return [...parts, mailWords.notifications.signature].join('\n\n') + '\n';
}

/** What someone wrote, quoted in a mail (shortened to a readable length). */
export function quote(text: string): string {
  const shortened = text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text;
  return shortened
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/** Sends one mail, logging (never throwing) a failure. */
export async function sendQuietly(mailer: Mailer, log: FastifyBaseLogger, kind: string, mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (err) {
    log.error({ err, notification: kind, to: mail.to }, 'notification mail failed');
  }
}

/** Runs the lookups and sends of one notification, logging (never throwing) a failure. */
export async function guarded(log: FastifyBaseLogger, kind: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.error({ err, notification: kind }, 'notification failed');
  }
}

/** How a mail names someone: their name, else their address, else the fallback ("Iemand"). */
export function displayName(person: { fullName: string | null; email: string } | undefined, fallback: string): string {
  return person?.fullName ?? person?.email ?? fallback;
}
