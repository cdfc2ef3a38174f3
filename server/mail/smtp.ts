import nodemailer from 'nodemailer';

export interface SmtpConfig {
  /**
   * Connection URL as nodemailer understands it, e.g.
   * `smtps://user:pass@smtp.example.nl:465` or `smtp://127.0.0.1:1025?ignoreTLS=true`
   * (query options such as `ignoreTLS`, `requireTLS`, `secure` are passed through).
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

export function createSmtpTransport(config: SmtpConfig): SmtpTransport {
  const transporter = nodemailer.createTransport(config.url);
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
