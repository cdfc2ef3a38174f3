import type { FastifyBaseLogger } from 'fastify';
import { findProjectMessage } from '@/db/queries/project-messages';
import { firstName } from '@/src/domain/profile';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import type { Services } from '@/server/services';
import { findPerson, findProjectParties, findStepForMail, listAdmins, type MailRecipient } from '@/db/queries/mail-recipients';
import { wantsMail } from '@/db/queries/mail-preferences';
import type { MailOptionalKind } from '@/src/domain/notifications';
import { composeMail, displayName, guarded, quote, sendQuietly } from './compose';

// Spec 7's send-timeline-, send-feedback- and send-message-notification: a mail to the other
// party. Callers simply await them: a failure is logged, never thrown (compose.ts).

export type NotificationServices = Pick<Services, 'db' | 'mailer' | 'config'>;

interface Recipient extends MailRecipient {
  /** The page the recipient acts on. */
  link: string;
}

async function clientRecipient(services: NotificationServices, clientId: string): Promise<Recipient[]> {
  const client = await findPerson(services.db, clientId);
  return client ? [{ ...client, link: `${services.config.appUrl}/progress` }] : [];
}

/** The assigned developer, or every admin when nobody is assigned. */
async function staffRecipients(services: NotificationServices, project: { id: string; developerId: string | null }): Promise<Recipient[]> {
  const { appUrl } = services.config;
  if (project.developerId) {
    const developer = await findPerson(services.db, project.developerId);
    if (developer) return [{ ...developer, link: `${appUrl}/developer/projects/${project.id}` }];
  }
  const admins = await listAdmins(services.db);
  return admins.map((admin) => ({ ...admin, link: `${appUrl}/admin/projects/${project.id}` }));
}

function mailText(recipient: Recipient, paragraphs: (string | null)[]): string {
  return composeMail(firstName(recipient.fullName), paragraphs, { url: recipient.link });
}

/** Sends to each recipient who has not turned this kind's mail off (/account, Meldingen). */
async function deliver(
  services: NotificationServices,
  log: FastifyBaseLogger,
  kind: MailOptionalKind,
  recipients: Recipient[],
  compose: (recipient: Recipient) => { subject: string; text: string },
) {
  for (const recipient of recipients) {
    if (!(await wantsMail(services.db, recipient.id, kind))) continue;
    await sendQuietly(services.mailer, log, kind, { to: recipient.email, ...compose(recipient) });
  }
}


/** To the client: a step awaits their approval (called when a developer marks a step ready, again from the second round). */
export function notifyStepReady(services: NotificationServices, log: FastifyBaseLogger, stepId: string): Promise<void> {
  return guarded(log, 'step-ready', async () => {
    const step = await findStepForMail(services.db, stepId);
    if (!step) return;
    const note = step.developerNote ? `${mailWords.notifications.developerNote}\n${quote(step.developerNote)}` : null;
    const round = step.roundNumber ?? 1;
    await deliver(services, log, 'step_ready', await clientRecipient(services, step.clientId), (recipient) => ({
      subject: mailWords.notifications.stepReadySubject(step.stepName, round),
      text: mailText(recipient, [mailWords.notifications.stepReadyBody(step.stepName, round), note]),
    }));
  });
}

/** To the assigned developer (or the admins): the client asked for changes on a step, with any open pins. */
export function notifyChangesRequested(services: NotificationServices, log: FastifyBaseLogger, stepId: string): Promise<void> {
  return guarded(log, 'feedback', async () => {
    const step = await findStepForMail(services.db, stepId);
    if (!step?.feedback) return;
    const feedback = step.feedback;
    const openPins = Number(step.openPins ?? 0);
    const clientName = displayName(await findPerson(services.db, step.clientId), mailWords.notifications.someone);
    const recipients = await staffRecipients(services, { id: step.projectId, developerId: step.developerId });
    await deliver(services, log, 'step_feedback', recipients, (recipient) => ({
      subject: mailWords.notifications.feedbackSubject(step.stepName),
      text: mailText(recipient, [`${mailWords.notifications.feedbackBody(clientName, step.stepName)}\n${quote(feedback)}`, openPins > 0 ? mailWords.notifications.openPins(openPins) : null]),
    }));
  });
}

/** To the other party of a message: the client's go to the developer (or admins), the team's to the client. */
export function notifyMessage(services: NotificationServices, log: FastifyBaseLogger, updateId: string): Promise<void> {
  return guarded(log, 'message', async () => {
    const message = await findProjectMessage(services.db, updateId);
    if (!message) return;
    const project = await findProjectParties(services.db, message.projectId);
    if (!project) return;
    const fromClient = message.author?.id === project.clientId;
    const recipients = fromClient ? await staffRecipients(services, project) : await clientRecipient(services, project.clientId);
    const authorName = displayName(message.author ?? undefined, mailWords.notifications.someone);
    await deliver(
      services,
      log,
      'message_received',
      recipients.filter((recipient) => recipient.id !== message.author?.id),
      (recipient) => ({
        subject: mailWords.notifications.messageSubject,
        text: mailText(recipient, [`${mailWords.notifications.messageBody(authorName)}\n${quote(message.message)}`]),
      }),
    );
  });
}
