import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, withSmtpTimeouts, type SmtpTransport } from './smtp.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('withSmtpTimeouts', () => {
  it('gives a silent mail server seconds, not minutes, and keeps what the URL already says', () => {
    const url = new URL(withSmtpTimeouts('smtp://user:p%40ss@mail.example.nl:587?socketTimeout=5000&ignoreTLS=true'));
    expect(url.password).toBe('p%40ss');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      socketTimeout: '5000',
      ignoreTLS: 'true',
      connectionTimeout: '10000',
      greetingTimeout: '10000',
    });
  });
});

describe('createSmtpTransport', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let transport: SmtpTransport;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    transport = createSmtpTransport({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: '"Klantportaal" <noreply@bureau.test>',
    });
  });

  afterAll(async () => {
    transport?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('delivers recipient, subject and a UTF-8 Dutch body', async () => {
    const subject = 'Stap 3 – één bestand ontvangen';
    const text = 'Hallo Anouk,\n\nJe stap is gereed voor goedkeuring – één klik volstaat.\n\nGroet, het team';
    await transport.send({ to: 'klant@voorbeeld.nl', subject, text });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('noreply@bureau.test');
    expect(mail.to).toEqual(['klant@voorbeeld.nl']);

    const [head = '', ...rest] = mail.raw.split('\r\n\r\n');
    const headers = head.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^To: klant@voorbeeld\.nl$/im);
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    // Non-ASCII subjects are MIME encoded-words (RFC 2047); decode and compare.
    const subjectLine = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
    expect(decodeEncodedWords(subjectLine)).toBe(subject);

    const body = decodeBody(rest.join('\r\n\r\n'), /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]);
    expect(body.replace(/\r\n/g, '\n').trimEnd()).toBe(text);
    expect(body).toContain('Je stap is gereed voor goedkeuring – één');
  });
});

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.trim().toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}
