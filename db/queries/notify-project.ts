import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { projectPageFor } from '@/src/domain/notifications';
import { recordLiveEvent } from './live-events';
import { notify, projectAudience, recipientWithRole } from './notifications';

// What a change on a project tells others, inside the change's transaction: the live event that
// open pages of the project follow, and the notifications of the people it concerns.

type Trx = Transaction<Database>;

const projectPage = (projectId: string) => (role: Parameters<typeof projectPageFor>[0]) => projectPageFor(role, projectId);

/** A message in the thread: the other party hears of it (the client, or the developer, else the admins). */
export async function announceMessage(trx: Trx, message: { id: string; projectId: string; authorId: string }): Promise<void> {
  await recordLiveEvent(trx, { kind: 'message', projectId: message.projectId, subjectId: message.id });
  const audience = await projectAudience(trx, message.projectId);
  if (!audience) return;
  const fromClient = message.authorId === audience.client.id;
  const recipients = (fromClient ? audience.staff : [audience.client]).filter((recipient) => recipient.id !== message.authorId);
  await notify(trx, {
    kind: 'message_received',
    recipients,
    params: {},
    link: projectPage(message.projectId),
    personId: message.authorId,
    projectId: message.projectId,
    subjectId: message.id,
  });
}

interface StepChange {
  id: string;
  projectId: string;
  stepName: string;
}

/** The developer marked a step ready (again, from the second round): the client is asked to approve it. */
export async function announceStepReady(trx: Trx, step: StepChange, developerId: string, round: number): Promise<void> {
  await recordLiveEvent(trx, { kind: 'timeline', projectId: step.projectId, subjectId: step.id });
  const audience = await projectAudience(trx, step.projectId);
  if (!audience) return;
  await notify(trx, {
    kind: 'step_ready',
    recipients: [audience.client],
    params: { stepName: step.stepName, round },
    link: projectPage(step.projectId),
    personId: developerId,
    projectId: step.projectId,
    subjectId: step.id,
  });
}

/** The client approved a step (or completed the content step): the staff hear of it. */
export async function announceStepApproved(trx: Trx, step: StepChange, clientId: string): Promise<void> {
  await announceToStaff(trx, step, clientId, 'step_approved');
}

/** The client asked for changes on a step awaiting approval: it is the agency's turn again. */
export async function announceChangesRequested(trx: Trx, step: StepChange, clientId: string): Promise<void> {
  await announceToStaff(trx, step, clientId, 'step_feedback');
}

async function announceToStaff(trx: Trx, step: StepChange, clientId: string, kind: 'step_approved' | 'step_feedback') {
  await recordLiveEvent(trx, { kind: 'timeline', projectId: step.projectId, subjectId: step.id });
  const audience = await projectAudience(trx, step.projectId);
  if (!audience) return;
  await notify(trx, {
    kind,
    recipients: audience.staff.filter((recipient) => recipient.id !== clientId),
    params: { stepName: step.stepName },
    link: projectPage(step.projectId),
    personId: clientId,
    projectId: step.projectId,
    subjectId: step.id,
  });
}

/** Staff moved an open step's expected date: the client's planning changed. */
export async function announceRescheduled(trx: Trx, step: StepChange & { expectedDate: string | null }, staffId: string): Promise<void> {
  await recordLiveEvent(trx, { kind: 'timeline', projectId: step.projectId, subjectId: step.id });
  const audience = await projectAudience(trx, step.projectId);
  if (!audience || !step.expectedDate) return;
  await notify(trx, {
    kind: 'step_rescheduled',
    recipients: [audience.client],
    params: { stepName: step.stepName, expectedDate: step.expectedDate },
    link: projectPage(step.projectId),
    personId: staffId,
    projectId: step.projectId,
    subjectId: step.id,
  });
}

/** A file arrived: the staff hear of the client's files (several in a row read as one line). */
export async function announceFileUploaded(trx: Trx, upload: { id: string; projectId: string; fileName: string; uploadedBy: string }): Promise<void> {
  await recordLiveEvent(trx, { kind: 'files', projectId: upload.projectId, subjectId: upload.id });
  const audience = await projectAudience(trx, upload.projectId);
  if (!audience) return;
  await notify(trx, {
    kind: 'file_uploaded',
    recipients: audience.staff.filter((recipient) => recipient.id !== upload.uploadedBy),
    params: { fileName: upload.fileName, count: 1 },
    link: projectPage(upload.projectId),
    personId: upload.uploadedBy,
    projectId: upload.projectId,
    subjectId: upload.id,
  });
}

/** A file was removed: open file lists follow. */
export function announceFileRemoved(trx: Trx, upload: { id: string; projectId: string }): Promise<void> {
  return recordLiveEvent(trx, { kind: 'files', projectId: upload.projectId, subjectId: upload.id });
}

/** The checklist changed (staff only see it). */
export function announceChecklist(trx: Trx, projectId: string): Promise<void> {
  return recordLiveEvent(trx, { kind: 'checklist', projectId });
}

/** The project's header changed (status, preview link, developer). */
export function announceProjectChanged(trx: Trx, projectId: string): Promise<void> {
  return recordLiveEvent(trx, { kind: 'project', projectId });
}

/** A developer was assigned to a project: they hear of it. */
export async function announceAssigned(trx: Trx, project: { id: string; clientId: string; packageType: 'website' | 'webshop'; developerId: string | null }): Promise<void> {
  await announceProjectChanged(trx, project.id);
  if (!project.developerId) return;
  await notify(trx, {
    kind: 'project_assigned',
    recipients: [await recipientWithRole(trx, project.developerId)],
    params: { packageType: project.packageType },
    link: projectPage(project.id),
    personId: project.clientId,
    projectId: project.id,
  });
}

/** A pin was placed, answered, resolved or reopened: open review screens and timelines follow. */
export function announceReviewChanged(trx: Trx, pin: { id: string; projectId: string }): Promise<void> {
  return recordLiveEvent(trx, { kind: 'timeline', projectId: pin.projectId, subjectId: pin.id });
}
