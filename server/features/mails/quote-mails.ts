import type { FastifyBaseLogger } from 'fastify';
import { formatDate, type IsoDate } from '@/src/dates';
import { firstName } from '@/src/domain/profile';
import { quoteLinkPath } from '@/src/domain/quotes';
import { quotesText } from '@/src/text/nl/quotes';
import { invitationsText } from '@/src/text/nl/invitations';
import { listAdmins } from '@/db/queries/mail-recipients';
import type { Services } from '@/server/services';
import { invitationLink } from '@/server/features/accounts/invitations';
import { composeMail, guarded, sendQuietly } from './compose';

// The quote's mails: the link to the recipient when it is sent, the admins' news of an answer, and
// after acceptance the way into the account (an invitation link, or sign in for a known client).

const t = quotesText.mail;
type MailServices = Pick<Services, 'db' | 'mailer' | 'config'>;

interface QuoteForMail {
  id: string;
  quoteNumber: string;
  recipientName: string;
  recipientCompany: string | null;
  recipientEmail: string;
  validUntil: IsoDate;
}

/** To the recipient: the link /offerte/<token>; the outbox keeps the mail without the token. */
export function mailQuoteLink(services: MailServices, quote: QuoteForMail, token: string, agencyName: string) {
  return services.mailer.send({
    to: quote.recipientEmail,
    subject: t.sendSubject(quote.quoteNumber, agencyName),
    text: composeMail(firstName(quote.recipientName), [t.sendBody(agencyName, formatDate(quote.validUntil))], {
      label: t.sendLink,
      url: `${services.config.appUrl}${quoteLinkPath(token)}`,
    }),
    secrets: [token],
  });
}

/** To every admin: the recipient accepted (and signed) or declined, with the quote's page. */
export function mailQuoteAnswered(services: MailServices, log: FastifyBaseLogger, quote: QuoteForMail, answer: { accepted: true } | { accepted: false; reason: string | null }) {
  return guarded(log, 'quote-answered', async () => {
    const body = answer.accepted
      ? t.acceptedBody(quote.recipientName, quote.recipientCompany, quote.quoteNumber)
      : t.declinedBody(quote.recipientName, quote.quoteNumber, answer.reason);
    const subject = answer.accepted ? t.acceptedSubject(quote.quoteNumber) : t.declinedSubject(quote.quoteNumber);
    for (const admin of await listAdmins(services.db)) {
      await sendQuietly(services.mailer, log, 'quote-answered', {
        to: admin.email,
        subject,
        text: composeMail(firstName(admin.fullName), [body], { label: t.adminLink, url: `${services.config.appUrl}/admin/quotes/${quote.id}` }),
      });
    }
  });
}

/**
 * To the recipient after acceptance: a new account's invitation link (choose a password, then the
 * company details and the mandate), or, for a known client, the way to sign in.
 */
export function mailQuoteWelcome(services: MailServices, log: FastifyBaseLogger, quote: QuoteForMail, invitationToken: string | null) {
  const agency = services.config.invoicing.agency.name;
  return guarded(log, 'quote-welcome', async () => {
    await services.mailer.send(
      invitationToken
        ? {
            to: quote.recipientEmail,
            subject: t.welcomeSubject,
            text: composeMail(firstName(quote.recipientName), [t.welcomeBody(agency)], { label: invitationsText.mailLink, url: invitationLink(services.config.appUrl, invitationToken) }),
            secrets: [invitationToken],
          }
        : {
            to: quote.recipientEmail,
            subject: t.existingClientSubject,
            text: composeMail(firstName(quote.recipientName), [t.existingClientBody], { label: t.loginLink, url: `${services.config.appUrl}/onboarding` }),
          },
    );
  });
}
