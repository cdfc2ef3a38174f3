import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { onePage } from './page-window';

type Db = Kysely<Database> | Transaction<Database>;

const MODULE_FIELDS = ['id', 'title', 'description', 'price', 'isRecurring', 'isActive', 'createdAt'] as const;

/** The modules catalogue (admin): newest first, a page at a time. */
export async function listModules(db: Db, options: { limit: number; offset: number }) {
  const [items, count] = await Promise.all([
    db.selectFrom('modules').select(MODULE_FIELDS).orderBy('createdAt', 'desc').orderBy('id').$call((page) => onePage(page, options)).execute(),
    db.selectFrom('modules').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export function insertModule(db: Db, input: { title: string; description: string; price: string; isRecurring: boolean; isActive: boolean }) {
  return db.insertInto('modules').values(input).returning(MODULE_FIELDS).executeTakeFirstOrThrow();
}

export function updateModule(db: Db, id: string, input: { title: string; description: string; price: string; isRecurring: boolean }) {
  return db.updateTable('modules').set(input).where('id', '=', id).returning(MODULE_FIELDS).executeTakeFirst();
}

export function setModuleActive(db: Db, id: string, isActive: boolean) {
  return db.updateTable('modules').set({ isActive }).where('id', '=', id).returning(MODULE_FIELDS).executeTakeFirst();
}

export function findModule(db: Db, id: string) {
  return db.selectFrom('modules').select(MODULE_FIELDS).where('id', '=', id).executeTakeFirst();
}

/**
 * The modules bought for a project, newest first, with the title and price of the purchase itself,
 * whether its payment is charged back now, and what was refunded of it.
 */
export function listPurchasedModules(db: Db, projectId: string) {
  return db
    .selectFrom('modulePurchases')
    .leftJoin('payments', 'payments.id', 'modulePurchases.paymentId')
    .select([
      'modulePurchases.id',
      'modulePurchases.moduleId',
      'modulePurchases.title',
      'modulePurchases.price',
      'modulePurchases.purchasedAt',
      'modulePurchases.chargedBackAt',
      'modulePurchases.paymentId',
      'payments.refundedAmount',
    ])
    .where('modulePurchases.projectId', '=', projectId)
    .orderBy('modulePurchases.purchasedAt', 'desc')
    .orderBy('modulePurchases.id')
    .execute();
}

/** The modules bought for a project as its staff read them: what and when, with what the status rule needs. */
export function listBoughtModules(db: Db, projectId: string) {
  return db
    .selectFrom('modulePurchases')
    .innerJoin('modules', 'modules.id', 'modulePurchases.moduleId')
    .leftJoin('payments', 'payments.id', 'modulePurchases.paymentId')
    .select([
      'modulePurchases.id',
      'modulePurchases.title',
      'modules.description',
      'modules.isRecurring',
      'modulePurchases.price',
      'modulePurchases.purchasedAt',
      'modulePurchases.chargedBackAt',
      'payments.refundedAmount',
    ])
    .where('modulePurchases.projectId', '=', projectId)
    .orderBy('modulePurchases.purchasedAt', 'desc')
    .orderBy('modulePurchases.id')
    .execute();
}

/** One purchase of the project, with the payment that paid it and its invoice: the payment's, or the quote's that billed it. */
export function findPurchase(db: Db, projectId: string, purchaseId: string) {
  return db
    .selectFrom('modulePurchases')
    .leftJoin('payments', 'payments.id', 'modulePurchases.paymentId')
    .select(['modulePurchases.id', 'modulePurchases.projectId', 'modulePurchases.moduleId', 'modulePurchases.title', 'modulePurchases.price', 'modulePurchases.paymentId', 'modulePurchases.chargedBackAt'])
    .select((eb) => eb.fn.coalesce('payments.invoiceId', 'modulePurchases.invoiceId').as('invoiceId'))
    .where('modulePurchases.projectId', '=', projectId)
    .where('modulePurchases.id', '=', purchaseId)
    .executeTakeFirst();
}

/** The purchase a payment made, marked charged back (a time) or not (null). */
export function setPurchaseChargedBack(trx: Transaction<Database>, paymentId: string, chargedBackAt: Date | null) {
  return trx
    .updateTable('modulePurchases')
    .set({ chargedBackAt })
    .where('paymentId', '=', paymentId)
    .returning(['id', 'projectId', 'title', 'price'])
    .executeTakeFirst();
}

/** Active modules the project does not own yet, newest first. */
export function listAvailableModules(db: Db, projectId: string) {
  return db
    .selectFrom('modules')
    .select(MODULE_FIELDS)
    .where('isActive', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('modulePurchases').select('modulePurchases.id').whereRef('modulePurchases.moduleId', '=', 'modules.id').where('modulePurchases.projectId', '=', projectId))),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function isModuleOwned(db: Db, projectId: string, moduleId: string): Promise<boolean> {
  const row = await db.selectFrom('modulePurchases').select('id').where('projectId', '=', projectId).where('moduleId', '=', moduleId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a paid module once: a redelivered or second payment for the same module and project hits the unique row and adds nothing.
 * Title and price are from payment time, so a later module edit changes no purchase; returns the purchase, whichever payment made it.
 */
export async function addPurchasedModule(trx: Transaction<Database>, input: { projectId: string; moduleId: string; paymentId: string; price: string }) {
  const module = await trx.selectFrom('modules').select('title').where('id', '=', input.moduleId).executeTakeFirstOrThrow();
  await trx
    .insertInto('modulePurchases')
    .values({ ...input, title: module.title })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return trx
    .selectFrom('modulePurchases')
    .select(['id', 'paymentId', 'title'])
    .where('projectId', '=', input.projectId)
    .where('moduleId', '=', input.moduleId)
    .executeTakeFirstOrThrow();
}

/**
 * A recurring module joins the project without a payment (its monthly invoice bills it); undefined when the project has it already.
 * `purchasedAt` is the app's clock, as the first billed month is: the month it was bought in is never billed.
 */
export function addRecurringModule(
  trx: Transaction<Database>,
  input: { projectId: string; moduleId: string; title: string; price: string; purchasedAt: Date },
) {
  return trx
    .insertInto('modulePurchases')
    .values({ ...input, isRecurring: true })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The active modules of the catalogue (those of `ids` when given), by title: what a quote may offer. */
export function listActiveModules(db: Db, ids?: readonly string[]) {
  let query = db.selectFrom('modules').select(['id', 'title', 'description', 'price', 'isRecurring']).where('isActive', '=', true);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('title').orderBy('id').execute();
}
