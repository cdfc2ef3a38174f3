import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { complaintsPageFor, projectPageFor } from '@/src/domain/notifications';
import type { PackageType } from '@/src/domain/packages';
import { adminRecipients, notify, recipientWithRole } from './notifications';

// Notifications about accounts and complaints, written inside the transaction of their cause.

type Trx = Transaction<Database>;

/** Every admin hears of a new complaint. */
export async function announceComplaintFiled(trx: Trx, complaint: { id: string; userId: string; subject: string }): Promise<void> {
  await notify(trx, {
    kind: 'complaint_filed',
    recipients: await adminRecipients(trx),
    params: { subject: complaint.subject },
    link: `/admin/complaints?q=${encodeURIComponent(complaint.subject)}`,
    personId: complaint.userId,
    subjectId: complaint.id,
  });
}

/** The complainant hears that an admin changed the status or the reply. */
export async function announceComplaintAnswered(
  trx: Trx,
  complaint: { id: string; userId: string; subject: string; status: string },
  adminId: string,
): Promise<void> {
  await notify(trx, {
    kind: 'complaint_answered',
    recipients: [await recipientWithRole(trx, complaint.userId)],
    params: { subject: complaint.subject, status: complaint.status },
    link: complaintsPageFor,
    personId: adminId,
    subjectId: complaint.id,
  });
}

/** Every admin hears of a client's first project made through onboarding. */
export async function announceClientOnboarded(trx: Trx, project: { id: string; clientId: string; packageType: PackageType }): Promise<void> {
  await notify(trx, {
    kind: 'client_onboarded',
    recipients: await adminRecipients(trx),
    params: { packageType: project.packageType },
    link: (role) => projectPageFor(role, project.id),
    personId: project.clientId,
    projectId: project.id,
  });
}

/** Every admin hears of a mail that will not be delivered (the dashboard counts them as "Mislukte e-mails"). */
export async function announceMailFailed(trx: Trx, mail: { id: string; to: string; subject: string }): Promise<void> {
  await notify(trx, {
    kind: 'mail_failed',
    recipients: await adminRecipients(trx),
    params: { to: mail.to, subject: mail.subject },
    link: '/admin',
    subjectId: mail.id,
  });
}

/** The user who asked for a copy of their data: it is ready until it expires (the export mails them itself). */
export async function announceDataExportReady(trx: Trx, dataExport: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await notify(trx, {
    kind: 'data_export_ready',
    recipients: [await recipientWithRole(trx, dataExport.userId)],
    params: { expiresAt: dataExport.expiresAt.toISOString() },
    link: '/account',
    subjectId: dataExport.id,
  });
}
