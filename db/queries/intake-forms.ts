import type { Kysely, Updateable } from 'kysely';
import type { Database, IntakeFormsTable } from '@/db/types';

// The intake form of one project (spec 3); the caller has checked access to the project.

const INTAKE_COLUMNS = [
  'status',
  'hasExistingWebsite',
  'existingWebsiteUrl',
  'servicesDescription',
  'hasLogo',
  'logoUrl',
  'hasDomain',
  'domainRegistrar',
  'colorPalette',
  'preferredFonts',
  'exampleWebsites',
  'targetAudience',
  'visitorGoals',
  'requiredPages',
  'hasContent',
  'contentUrls',
  'additionalNotes',
  'updatedAt',
] as const;

export function findIntakeForm(db: Kysely<Database>, projectId: string) {
  return db.selectFrom('intakeForms').select(INTAKE_COLUMNS).where('projectId', '=', projectId).executeTakeFirst();
}

type IntakeValues = Omit<Updateable<IntakeFormsTable>, 'id' | 'projectId' | 'createdAt' | 'updatedAt'>;

/**
 * Undefined once submitted. Both steps are single statements that settle races in the database: the insert does nothing when
 * a row exists, and the update only touches a row that is not yet submitted.
 */
export async function saveIntakeForm(db: Kysely<Database>, projectId: string, values: IntakeValues) {
  const inserted = await db
    .insertInto('intakeForms')
    .values({ ...values, projectId })
    .onConflict((oc) => oc.column('projectId').doNothing())
    .returning('status')
    .executeTakeFirst();
  if (inserted) return { status: inserted.status, created: true };
  const updated = await db
    .updateTable('intakeForms')
    .set({ ...values, updatedAt: new Date() })
    .where('projectId', '=', projectId)
    .where('status', '<>', 'submitted')
    .returning('status')
    .executeTakeFirst();
  return updated && { status: updated.status, created: false };
}
