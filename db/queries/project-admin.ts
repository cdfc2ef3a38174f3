import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { ProjectStatus } from '@/src/domain/statuses';
import { pinScreenshotKeysOfProject } from './review-pins';

// What only the admin changes on a project (spec 2, Projectbeheer). The caller has checked access.

export function assignDeveloper(db: Kysely<Database>, projectId: string, developerId: string | null) {
  return db.updateTable('projects').set({ developerId }).where('id', '=', projectId).returning(['id', 'developerId']).executeTakeFirstOrThrow();
}

/**
 * Sets the status and keeps what it was before, in the change's transaction: the one history the
 * dashboard cannot count again from the rows (a project's status at the start of a month).
 */
export async function setProjectStatus(trx: Transaction<Database>, projectId: string, status: ProjectStatus, now: Date) {
  const before = await trx.selectFrom('projects').select('status').where('id', '=', projectId).forUpdate().executeTakeFirstOrThrow();
  if (before.status !== status) {
    await trx.insertInto('projectStatusChanges').values({ projectId, fromStatus: before.status, toStatus: status, changedAt: now }).execute();
  }
  return trx.updateTable('projects').set({ status }).where('id', '=', projectId).returning(['id', 'status']).executeTakeFirstOrThrow();
}

export function setBuildLink(db: Kysely<Database>, projectId: string, buildLink: string | null) {
  return db.updateTable('projects').set({ buildLink }).where('id', '=', projectId).returning(['id', 'buildLink']).executeTakeFirstOrThrow();
}

/**
 * Deletes a project; its intake, timeline, checklist, messages, uploads and purchases go by foreign-key cascade.
 * Returns the storage keys of its files and pin screenshots, to remove after commit.
 */
export async function deleteProject(trx: Transaction<Database>, projectId: string): Promise<string[]> {
  const files = await trx.selectFrom('projectContentUploads').select('filePath').where('projectId', '=', projectId).execute();
  const screenshots = await pinScreenshotKeysOfProject(trx, projectId);
  await trx.deleteFrom('projects').where('id', '=', projectId).execute();
  return [...files.map((file) => file.filePath), ...screenshots];
}
