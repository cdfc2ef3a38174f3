import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One delivered mail as the tests read it: recipient, subject and the decoded plain text. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailSink {
  /** The SMTP_URL to give the server. */
  url: string;
  close(): Promise<void>;
}

/**
 * An SMTP server inside the test runner: the e2e server delivers its mail here, and every mail
 * is appended as one JSON line to `mailboxFile`, which the test files read. The server's own
 * database folder is never touched while it runs.
 */
export async function startMailSink(mailboxFile: string): Promise<MailSink> {
  fs.writeFileSync(mailboxFile, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail = parseMail(
          session.envelope.rcptTo.map((r) => r.address),
          Buffer.concat(chunks).toString('utf8'),
        );
        fs.appendFileSync(mailboxFile, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// nodemailer sends one text/plain part; enough MIME to read its subject and body back.
function parseMail(to: string[], raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  return {
    to,
    subject: decodeEncodedWords(header('Subject')),
    text: decodeBody(body, header('Content-Transfer-Encoding')).replace(/\r\n/g, '\n'),
  };
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}
