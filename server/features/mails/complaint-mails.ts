import type { FastifyBaseLogger } from 'fastify';
import { firstName } from '@/src/domain/profile';
import { complaintStatusLabel } from '@/src/domain/statuses';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import { findPerson, findPersonWithRole, listAdmins } from '@/db/queries/mail-recipients';
import { wantsMail } from '@/db/queries/mail-preferences';
import type { Services } from '@/server/services';
import { composeMail, displayName, guarded, sendQuietly } from './compose';

// The complaint mails: every admin hears of a new complaint, the complainant of a reply or a new status.

type MailServices = Pick<Services, 'db' | 'mailer' | 'config'>;

/** To every admin (who kept this mail on): who filed a complaint, by its number (what the complainant wrote stays in the portal). */
export function notifyComplaintFiled(services: MailServices, log: FastifyBaseLogger, complaint: { userId: string; number: number }) {
  return guarded(log, 'complaint-filed', async () => {
    const name = displayName(await findPerson(services.db, complaint.userId), mailWords.notifications.someone);
    const url = `${services.config.appUrl}/admin/complaints`;
    for (const admin of await listAdmins(services.db)) {
      if (!(await wantsMail(services.db, admin.id, 'complaint_filed'))) continue;
      await sendQuietly(services.mailer, log, 'complaint-filed', {
        to: admin.email,
        subject: complaintWords.complaints.filedMailSubject(complaint.number),
        text: composeMail(firstName(admin.fullName), [complaintWords.complaints.filedMailBody(name, complaint.number)], { url }),
      });
    }
  });
}

/** To the complainant (unless they turned this mail off): the admin changed the status or the reply. */
export function notifyComplaintChanged(
  services: MailServices,
  log: FastifyBaseLogger,
  complaint: { userId: string; subject: string; status: string; adminNotes: string | null },
) {
  return guarded(log, 'complaint-changed', async () => {
    const complainant = await findPersonWithRole(services.db, complaint.userId);
    if (!complainant || !(await wantsMail(services.db, complainant.id, 'complaint_answered'))) return;
    const page = complainant.role === 'developer' ? '/developer/complaints' : '/complaints';
    const reply = complaint.adminNotes ? `${complaintWords.complaints.changedMailReply}\n${complaint.adminNotes}` : null;
    await sendQuietly(services.mailer, log, 'complaint-changed', {
      to: complainant.email,
      subject: complaintWords.complaints.changedMailSubject(complaint.subject),
      text: composeMail(
        firstName(complainant.fullName),
        [complaintWords.complaints.changedMailStatus(complaint.subject, complaintStatusLabel(complaint.status)), reply],
        { url: `${services.config.appUrl}${page}` },
      ),
    });
  });
}
