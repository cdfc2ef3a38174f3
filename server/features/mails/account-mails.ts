import { firstName } from '@/src/domain/profile';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import type { Services } from '@/server/services';
import type { AddressChangedNotice } from '@/server/auth/email-tokens';
import { composeMail } from './compose';

// The mails about the account itself. The link tokens are secrets: the outbox keeps these mails without them (server/mail/mailer.ts).

type MailServices = Pick<Services, 'mailer' | 'config'>;

export function emailLink(appUrl: string, token: string): string {
  return `${appUrl}/verify-email?token=${token}`;
}

export function mailVerificationLink(services: MailServices, to: { email: string; fullName: string | null }, token: string) {
  const text = security.emailVerification;
  return services.mailer.send({
    to: to.email,
    subject: text.mailSubject,
    text: composeMail(firstName(to.fullName), [text.mailBody, text.mailIgnore], { label: text.mailLink, url: emailLink(services.config.appUrl, token) }),
    secrets: [token],
  });
}

/** To the new address the link that makes the change; to the old one the news, with a link that cancels it. */
export async function mailEmailChange(
  services: MailServices,
  change: { fullName: string | null; oldEmail: string; newEmail: string; changeToken: string; cancelToken: string },
  options: { toNewAddress: boolean },
) {
  const text = security.emailChange;
  const name = firstName(change.fullName);
  const { appUrl } = services.config;
  if (options.toNewAddress) await services.mailer.send({
    to: change.newEmail,
    subject: text.newMailSubject,
    text: composeMail(name, [text.newMailBody], { label: text.newMailLink, url: emailLink(appUrl, change.changeToken) }),
    secrets: [change.changeToken],
  });
  await services.mailer.send({
    to: change.oldEmail,
    subject: text.oldMailSubject,
    text: composeMail(name, [text.oldMailBody(change.newEmail)], { label: text.oldMailCancel, url: emailLink(appUrl, change.cancelToken) }),
    secrets: [change.cancelToken],
  });
}

/** Once a change took effect, the old address hears of it: a link that keeps it, and one that restores the old address. */
export function mailAddressChanged(services: MailServices, notice: AddressChangedNotice, fullName: string | null) {
  const text = security.emailChange;
  const { appUrl } = services.config;
  return services.mailer.send({
    to: notice.oldEmail,
    subject: text.changedMailSubject,
    text: composeMail(firstName(fullName), [text.changedMailBody(notice.newEmail), `${text.changedMailKeep}\n${emailLink(appUrl, notice.keepToken)}`], {
      label: text.changedMailRestore,
      url: emailLink(appUrl, notice.restoreToken),
    }),
    secrets: [notice.keepToken, notice.restoreToken],
  });
}

export function mailPasswordChanged(services: MailServices, to: { email: string; fullName: string | null }) {
  const text = security.passwordChange;
  return services.mailer.send({
    to: to.email,
    subject: text.mailSubject,
    text: composeMail(firstName(to.fullName), [text.mailBody], { label: text.mailNotYou, url: `${services.config.appUrl}/auth` }),
  });
}
