import fs from 'node:fs';
import { expect, inject } from 'vitest';
import type { ReceivedMail } from './mail-sink';

function readMailbox(): ReceivedMail[] {
  const content = fs.readFileSync(inject('mailboxFile'), 'utf8');
  return content
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/** Waits for the newest mail to `to` (delivery is asynchronous to the click that caused it). */
export async function waitForMail(to: string, since = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox()
          .slice(since)
          .findLast((mail) => mail.to.includes(to));
        return found;
      },
      { timeout: 10_000, message: `geen mail aan ${to} ontvangen` },
    )
    .toBeDefined();
  return found!;
}

/** How many mails arrived so far; pass it to waitForMail to ignore older ones. */
export function mailCount(): number {
  return readMailbox().length;
}
