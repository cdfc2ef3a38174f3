import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type DeliveredMail, type SmtpSink } from '@/server/testing/smtp-sink';
import { createSmtpTransport, withSmtpTimeouts, type SmtpTransport } from './smtp.js';

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
  const received: DeliveredMail[] = [];
  let sink: SmtpSink;
  let transport: SmtpTransport;

  beforeAll(async () => {
    sink = await startSmtpSink((mail) => received.push(mail));
    transport = createSmtpTransport({ url: sink.url, from: '"Klantportaal" <noreply@bureau.test>' });
  });

  afterAll(async () => {
    transport?.close();
    await sink?.close();
  });

  it('delivers recipient, subject and a UTF-8 Dutch body', async () => {
    const subject = 'Stap 3 – één bestand ontvangen';
    const text = 'Hallo Anouk,\n\nJe stap is gereed voor goedkeuring – één klik volstaat.\n\nGroet, het team';
    await transport.send({ to: 'klant@voorbeeld.nl', subject, text });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('noreply@bureau.test');
    expect(mail.to).toEqual(['klant@voorbeeld.nl']);
    expect(mail.headers).toMatch(/^To: klant@voorbeeld\.nl$/im);
    expect(mail.headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    // Non-ASCII subjects travel as MIME encoded-words (RFC 2047); the sink decodes them.
    expect(mail.subject).toBe(subject);
    expect(mail.text.trimEnd()).toBe(text);
  });
});
