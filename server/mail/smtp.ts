import nodemailer from 'nodemailer';

export interface SmtpConfig {
  /**
   * Nodemailer's connection URL, e.g. `smtps://user:pass@smtp.example.nl:465` or `smtp://127.0.0.1:1025?ignoreTLS=true`;
   * query options such as `ignoreTLS`, `requireTLS`, `secure` are passed through.
   */
  url: string;
  /** Sender, e.g. `"Klantportaal" <noreply@bureau.nl>`. */
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpTransport {
  /** Sends one plain-text mail (UTF-8); rejects when the server refuses it. */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes pooled connections. */
  close(): void;
}

// nodemailer lets a socket stay silent up to 10 minutes, holding up the outbox's round (and, past its lease, letting another round send
// the same mail). Options in the URL itself win.
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function withSmtpTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [name, ms] of Object.entries(TIMEOUTS_MS)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms));
  }
  return parsed.toString();
}

export function createSmtpTransport(config: SmtpConfig): SmtpTransport {
  const transporter = nodemailer.createTransport(withSmtpTimeouts(config.url));
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      if (info.rejected.length > 0) {
        throw new Error(`SMTP server rejected recipient(s): ${info.rejected.map(String).join(', ')}`);
      }
    },
    close() {
      transporter.close();
    },
  };
}
