import { accountSessionsUrl } from '@/src/domain/account-links';
import { firstName } from '@/src/domain/profile';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import type { Services } from '@/server/app/services';
import { composeMail } from './compose';

// The mails about someone's second step: turned on or off by the owner, new recovery codes, or a
// reset by an admin or from the shell. Each links to the sessions list on /account.

export type TwoFactorChange = 'on' | 'off' | 'newRecoveryCodes' | 'reset';

const MAILS: Record<TwoFactorChange, { subject: string; body: string; link: string }> = {
  on: { subject: security.twoFactor.mailOnSubject, body: security.twoFactor.mailOnBody, link: security.twoFactor.mailNotYou },
  off: { subject: security.twoFactor.mailOffSubject, body: security.twoFactor.mailOffBody, link: security.twoFactor.mailNotYou },
  newRecoveryCodes: { subject: security.twoFactor.mailCodesSubject, body: security.twoFactor.mailCodesBody, link: security.twoFactor.mailNotYou },
  reset: { subject: security.twoFactor.mailResetSubject, body: security.twoFactor.mailResetBody, link: security.twoFactor.mailResetNotAsked },
};

export function mailTwoFactorChanged(services: Pick<Services, 'mailer' | 'config'>, to: { email: string; fullName: string | null }, change: TwoFactorChange) {
  const mail = MAILS[change];
  return services.mailer.send({
    to: to.email,
    subject: mail.subject,
    text: composeMail(firstName(to.fullName), [mail.body], { label: mail.link, url: accountSessionsUrl(services.config.appUrl) }),
  });
}
