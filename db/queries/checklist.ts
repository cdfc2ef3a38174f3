import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

// The checklist of one project (spec 3); every function takes the project id the caller checked,
// so an item id of another project never matches.

const ITEM_COLUMNS = ['id', 'title', 'description', 'orderIndex', 'isCompleted', 'createdAt'] as const;

export function listChecklist(db: Kysely<Database>, projectId: string) {
  return db.selectFrom('checklistItems').select(ITEM_COLUMNS).where('projectId', '=', projectId).orderBy('orderIndex').orderBy('createdAt').execute();
}

/** Spec 9: a new item goes last (highest order plus one, 0 for the first), in one statement. */
export function addChecklistItem(db: Kysely<Database>, projectId: string, item: { title: string; description: string | null }) {
  return db
    .insertInto('checklistItems')
    .values((eb) => ({
      projectId,
      title: item.title,
      description: item.description,
      orderIndex: eb
        .selectFrom('checklistItems')
        .select(eb.fn.coalesce(eb(eb.fn.max('orderIndex'), '+', 1), eb.lit(0)).as('next'))
        .where('projectId', '=', projectId),
    }))
    .returning(ITEM_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Spec 4: an item toggles either way. */
export function setChecklistItemDone(db: Kysely<Database>, projectId: string, itemId: string, isCompleted: boolean) {
  return db
    .updateTable('checklistItems')
    .set({ isCompleted })
    .where('projectId', '=', projectId)
    .where('id', '=', itemId)
    .returning(ITEM_COLUMNS)
    .executeTakeFirst();
}

export function deleteChecklistItem(db: Kysely<Database>, projectId: string, itemId: string) {
  return db.deleteFrom('checklistItems').where('projectId', '=', projectId).where('id', '=', itemId).returning('id').executeTakeFirst();
}
