import { firstName } from '@/src/domain/profile';
import { formatEuro } from '@/src/domain/money';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { listAdmins } from '@/db/queries/mail-recipients';
import type { Services } from '@/server/services';
import { composeMail } from './compose';

// What every admin hears about money needing attention: a module payment charged back, money sent back because nothing was owed.
// Sent after the payment is recorded; a failure throws, so the provider's webhook delivers again.

type MailServices = Pick<Services, 'db' | 'mailer' | 'config'>;

async function mailAdmins(services: MailServices, subject: string, paragraph: string, path: string) {
  for (const admin of await listAdmins(services.db)) {
    await services.mailer.send({
      to: admin.email,
      subject,
      text: composeMail(firstName(admin.fullName), [paragraph], { url: `${services.config.appUrl}${path}` }),
    });
  }
}

/** A module purchase's payment was charged back: the admins decide what happens to the module. */
export function notifyModuleChargedBack(services: MailServices, purchase: { title: string; amount: string; projectId: string }) {
  const t = refundText.paymentMails;
  return mailAdmins(services, t.moduleChargedBackSubject(purchase.title), t.moduleChargedBackBody(purchase.title, formatEuro(purchase.amount)), `/admin/projects/${purchase.projectId}`);
}

/** Money arrived where nothing was owed and went back: the admins see it on the invoice or the project. */
export function notifyAutomaticRefund(services: MailServices, refund: { amount: string; about: string; reason: string; path: string }) {
  const t = refundText.paymentMails;
  return mailAdmins(services, t.automaticRefundSubject(refund.about), t.automaticRefundBody(formatEuro(refund.amount), refund.about, refund.reason), refund.path);
}
