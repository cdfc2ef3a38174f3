// A real SMTP server on 127.0.0.1 for tests: the SMTP transport, the notifications and the browser
// tests deliver to it and read back what a mail client would show.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One delivered mail: envelope, the raw message, and its subject and plain text decoded. */
export interface DeliveredMail {
  from: string | undefined;
  to: string[];
  raw: string;
  headers: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** The SMTP_URL to send to. */
  url: string;
  close(): Promise<void>;
}

export async function startSmtpSink(onMail: (mail: DeliveredMail) => void): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        onMail(parseMail(from, session.envelope.rcptTo.map((r) => r.address), Buffer.concat(chunks).toString('utf8')));
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
function parseMail(from: string | undefined, to: string[], raw: string): DeliveredMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  return {
    from,
    to,
    raw,
    headers,
    subject: decodeEncodedWords(header('Subject')),
    text: decodeBody(body, header('Content-Transfer-Encoding')).replace(/\r\n/g, '\n'),
  };
}

/** RFC 2047 encoded-words, as nodemailer writes a subject with quotes or non-ASCII text. */
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
