import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sharedServer } from './shared-server';
import type { ReceivedMail } from './mail-sink';

function readMailbox(): ReceivedMail[] {
  const content = fs.readFileSync(sharedServer().mailboxFile, 'utf8');
  return content
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * Waits for the newest mail to `to`, with `subject` if given (delivery is asynchronous to the click that caused it). A plain
 * loop rather than expect.poll, so set-up code outside a test (a beforeAll) can wait for mail too.
 */
export async function waitForMail(to: string, since = 0, subject?: string): Promise<ReceivedMail> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = readMailbox()
      .slice(since)
      .findLast((mail) => mail.to.includes(to) && (subject === undefined || mail.subject === subject));
    if (found) return found;
    if (Date.now() > until) throw new Error(`geen mail aan ${to}${subject === undefined ? '' : ` met onderwerp "${subject}"`} ontvangen`);
    await sleep(100);
  }
}

/** How many mails arrived so far; pass it to waitForMail to ignore older ones. */
export function mailCount(): number {
  return readMailbox().length;
}
