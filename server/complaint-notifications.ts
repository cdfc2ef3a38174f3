import type { FastifyBaseLogger } from 'fastify';
import { firstName } from '@/src/domain/profile';
import { complaintStatusLabel } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import type { NotificationServices } from './notifications';

// The complaint mails (issue 9): every admin hears of a new complaint, the complainant of a reply or
// a new status. Like server/notifications.ts, a failed lookup or delivery is logged and never fails
// the filing or the update that caused it.

function body(name: string | null, paragraphs: (string | null)[], link: string): string {
  return [nl.notifications.greeting(firstName(name)), ...paragraphs.filter((p) => p !== null), `${nl.notifications.viewLink}\n${link}`, nl.notifications.signature].join('\n\n') + '\n';
}

function people(services: NotificationServices) {
  return services.db.selectFrom('users').leftJoin('profiles', 'profiles.id', 'users.id').select(['users.id', 'users.email', 'profiles.fullName']);
}

async function send(services: NotificationServices, log: FastifyBaseLogger, kind: string, mail: { to: string; subject: string; text: string }) {
  try {
    await services.mailer.send(mail);
  } catch (err) {
    log.error({ err, notification: kind, to: mail.to }, 'notification mail failed');
  }
}

/** To every admin: who filed a complaint and about what. */
export async function notifyComplaintFiled(services: NotificationServices, log: FastifyBaseLogger, complaint: { userId: string; subject: string }) {
  try {
    const complainant = await people(services).where('users.id', '=', complaint.userId).executeTakeFirst();
    const name = complainant?.fullName ?? complainant?.email ?? nl.notifications.someone;
    const admins = await people(services).innerJoin('userRoles', 'userRoles.userId', 'users.id').where('userRoles.role', '=', 'admin').orderBy('users.email').execute();
    const link = `${services.config.appUrl}/admin/complaints?q=${encodeURIComponent(complaint.subject)}`;
    for (const admin of admins) {
      await send(services, log, 'complaint-filed', {
        to: admin.email,
        subject: nl.complaints.filedMailSubject(complaint.subject),
        text: body(admin.fullName, [nl.complaints.filedMailBody(name, complaint.subject)], link),
      });
    }
  } catch (err) {
    log.error({ err, notification: 'complaint-filed' }, 'notification failed');
  }
}

/** To the complainant: the admin changed the status or the reply. */
export async function notifyComplaintChanged(
  services: NotificationServices,
  log: FastifyBaseLogger,
  complaint: { userId: string; subject: string; status: string; adminNotes: string | null },
) {
  try {
    const complainant = await people(services)
      .leftJoin('userRoles', 'userRoles.userId', 'users.id')
      .select('userRoles.role')
      .where('users.id', '=', complaint.userId)
      .executeTakeFirst();
    if (!complainant) return;
    const page = complainant.role === 'developer' ? '/developer/complaints' : '/complaints';
    const reply = complaint.adminNotes ? `${nl.complaints.changedMailReply}\n${complaint.adminNotes}` : null;
    await send(services, log, 'complaint-changed', {
      to: complainant.email,
      subject: nl.complaints.changedMailSubject(complaint.subject),
      text: body(complainant.fullName, [nl.complaints.changedMailStatus(complaint.subject, complaintStatusLabel(complaint.status)), reply], `${services.config.appUrl}${page}`),
    });
  } catch (err) {
    log.error({ err, notification: 'complaint-changed' }, 'notification failed');
  }
}
