import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/types';
import { findProjectMessage } from '@/db/queries/project-messages';
import { firstName } from '@/src/domain/profile';
import { nl } from '@/src/text/nl';
import type { Services } from './services';

// Spec 7's send-timeline-, send-feedback- and send-message-notification: a mail to the other
// party. Each function catches and logs every failure (lookup or delivery): a notification
// never fails the action that caused it, so callers simply await it.

export type NotificationServices = Pick<Services, 'db' | 'mailer' | 'config'>;

interface Recipient {
  id: string;
  email: string;
  fullName: string | null;
  /** The page the recipient acts on. */
  link: string;
}

const MAX_QUOTED_CHARS = 1000;

function people(db: Kysely<Database>) {
  return db.selectFrom('users').leftJoin('profiles', 'profiles.id', 'users.id').select(['users.id', 'users.email', 'profiles.fullName']);
}

async function clientRecipient(services: NotificationServices, clientId: string): Promise<Recipient[]> {
  const client = await people(services.db).where('users.id', '=', clientId).executeTakeFirst();
  return client ? [{ id: client.id, email: client.email, fullName: client.fullName, link: `${services.config.appUrl}/progress` }] : [];
}

/** The assigned developer, or every admin when nobody is assigned. */
async function staffRecipients(services: NotificationServices, project: { id: string; developerId: string | null }) {
  const { appUrl } = services.config;
  if (project.developerId) {
    const developer = await people(services.db).where('users.id', '=', project.developerId).executeTakeFirst();
    if (developer) return [{ id: developer.id, email: developer.email, fullName: developer.fullName, link: `${appUrl}/developer/projects/${project.id}` }];
  }
  const admins = await people(services.db)
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .where('userRoles.role', '=', 'admin')
    .orderBy('users.email')
    .execute();
  return admins.map((admin) => ({ id: admin.id, email: admin.email, fullName: admin.fullName, link: `${appUrl}/admin/projects/${project.id}` }));
}

function quote(text: string): string {
  const shortened = text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text;
  return shortened
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function mailText(recipient: Recipient, paragraphs: (string | null)[]): string {
  return [nl.notifications.greeting(firstName(recipient.fullName)), ...paragraphs.filter((p) => p !== null), `${nl.notifications.viewLink}\n${recipient.link}`, nl.notifications.signature].join('\n\n') + '\n';
}

async function deliver(
  services: NotificationServices,
  log: FastifyBaseLogger,
  kind: string,
  recipients: Recipient[],
  compose: (recipient: Recipient) => { subject: string; text: string },
) {
  for (const recipient of recipients) {
    try {
      await services.mailer.send({ to: recipient.email, ...compose(recipient) });
    } catch (err) {
      log.error({ err, notification: kind, to: recipient.email }, 'notification mail failed');
    }
  }
}

async function guarded(log: FastifyBaseLogger, kind: string, id: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.error({ err, notification: kind, id }, 'notification failed');
  }
}

function stepWithProject(db: Kysely<Database>, stepId: string) {
  return db
    .selectFrom('projectTimeline as step')
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .select(['step.stepName', 'step.developerNotes', 'step.feedback', 'projects.id as projectId', 'projects.clientId', 'projects.developerId'])
    .where('step.id', '=', stepId)
    .executeTakeFirst();
}

/** To the client: a step awaits their approval (called when a developer marks a step ready). */
export function notifyStepReady(services: NotificationServices, log: FastifyBaseLogger, stepId: string): Promise<void> {
  return guarded(log, 'step-ready', stepId, async () => {
    const step = await stepWithProject(services.db, stepId);
    if (!step) return;
    const note = step.developerNotes ? `${nl.notifications.developerNote}\n${quote(step.developerNotes)}` : null;
    await deliver(services, log, 'step-ready', await clientRecipient(services, step.clientId), (recipient) => ({
      subject: nl.notifications.stepReadySubject(step.stepName),
      text: mailText(recipient, [nl.notifications.stepReadyBody(step.stepName), note]),
    }));
  });
}

/** To the assigned developer (or the admins): the client gave feedback on a step. */
export function notifyFeedback(services: NotificationServices, log: FastifyBaseLogger, stepId: string): Promise<void> {
  return guarded(log, 'feedback', stepId, async () => {
    const step = await stepWithProject(services.db, stepId);
    if (!step?.feedback) return;
    const feedback = step.feedback;
    const client = await people(services.db).where('users.id', '=', step.clientId).executeTakeFirst();
    const clientName = client?.fullName ?? client?.email ?? nl.notifications.someone;
    const recipients = await staffRecipients(services, { id: step.projectId, developerId: step.developerId });
    await deliver(services, log, 'feedback', recipients, (recipient) => ({
      subject: nl.notifications.feedbackSubject(step.stepName),
      text: mailText(recipient, [`${nl.notifications.feedbackBody(clientName, step.stepName)}\n${quote(feedback)}`]),
    }));
  });
}

/** To the other party of a message: the client's go to the developer (or admins), the team's to the client. */
export function notifyMessage(services: NotificationServices, log: FastifyBaseLogger, updateId: string): Promise<void> {
  return guarded(log, 'message', updateId, async () => {
    const message = await findProjectMessage(services.db, updateId);
    if (!message) return;
    const project = await services.db
      .selectFrom('projects')
      .select(['id', 'clientId', 'developerId'])
      .where('id', '=', message.projectId)
      .executeTakeFirstOrThrow();
    const fromClient = message.author?.id === project.clientId;
    const recipients = fromClient ? await staffRecipients(services, project) : await clientRecipient(services, project.clientId);
    const authorName = message.author?.fullName ?? message.author?.email ?? nl.notifications.someone;
    await deliver(
      services,
      log,
      'message',
      recipients.filter((recipient) => recipient.id !== message.author?.id),
      (recipient) => ({
        subject: nl.notifications.messageSubject,
        text: mailText(recipient, [`${nl.notifications.messageBody(authorName)}\n${quote(message.message)}`]),
      }),
    );
  });
}
