/**
 * Development without SMTP only: the full text of mails carrying a secret (a reset or verification link), kept in this process's
 * memory so /dev/mail can show the link while the database (the outbox) never holds the token.
 */
export interface DevMailbox {
  keep(mailId: string, text: string): void;
  /** The full text, or undefined after a restart (the outbox's redacted text is all there is). */
  fullText(mailId: string): string | undefined;
}

/** Where the development mailbox is read in the browser (server/http/dev-mailbox.ts serves it). */
export const DEV_MAILBOX_PATH = '/dev/mail';

/** Enough for a day of clicking around; the oldest are forgotten first. */
const KEPT_MAILS = 500;

export function createDevMailbox(): DevMailbox {
  const texts = new Map<string, string>();
  return {
    keep(mailId, text) {
      texts.set(mailId, text);
      if (texts.size > KEPT_MAILS) texts.delete(texts.keys().next().value!);
    },
    fullText: (mailId) => texts.get(mailId),
  };
}
