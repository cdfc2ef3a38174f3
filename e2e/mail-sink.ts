import fs from 'node:fs';
import { startSmtpSink, type SmtpSink } from '@/server/testing/smtp-sink';

/** One delivered mail as the tests read it: recipient, subject and the decoded plain text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * An SMTP server inside the test runner that appends each mail as a JSON line to `mailboxFile` for the test files to read,
 * so nothing reads the server's own database folder while it runs.
 */
export function startMailSink(mailboxFile: string): Promise<SmtpSink> {
  fs.writeFileSync(mailboxFile, '');
  return startSmtpSink(({ to, subject, text }) => {
    const mail: ReceivedMail = { to, subject, text };
    fs.appendFileSync(mailboxFile, `${JSON.stringify(mail)}\n`);
  });
}
