import type { Kysely, Transaction } from 'kysely';
import { quotesForExport } from './quote-acceptance';
import type { Database } from '@/db/types';
import { activityVisibleTo } from './activity';
import { invoicesVisibleTo } from './invoices';
import { announceDataExportReady } from './notify-account';
import { projectsVisibleTo } from './projects';
import { reviewDataForExport } from './review-pins';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Undefined while one of the user's exports is pending or building: the one-open-export index turns the second away without locking
 * the first, which the builder may be claiming at that moment.
 */
export function insertDataExport(trx: Transaction<Database>, userId: string) {
  return trx
    .insertInto('dataExports')
    .values({ userId })
    .onConflict((oc) => oc.column('userId').where('status', 'in', ['pending', 'building']).doNothing())
    .returning(['id', 'status', 'createdAt'])
    .executeTakeFirst();
}

/** The user's latest export, for /account. */
export function findOwnDataExport(db: Db, userId: string) {
  return db
    .selectFrom('dataExports')
    .select(['id', 'status', 'sizeBytes', 'readyAt', 'expiresAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A ready, unexpired export of this user (another's reads as missing). */
export function findDownloadableExport(db: Db, userId: string, exportId: string, now: Date) {
  return db
    .selectFrom('dataExports')
    .select(['id', 'storageKey', 'sizeBytes'])
    .where('id', '=', exportId)
    .where('userId', '=', userId)
    .where('status', '=', 'ready')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Claims one export to build, safe with several instances: a pending one, or one whose builder
 * went quiet for `staleMs` (a process that stopped midway). Skips rows another instance holds.
 */
export async function claimDataExport(db: Kysely<Database>, now: Date, staleMs: number) {
  return db
    .updateTable('dataExports')
    .set({ status: 'building', claimedAt: now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('dataExports')
        .select('id')
        .where((w) => w.or([w('status', '=', 'pending'), w.and([w('status', '=', 'building'), w('claimedAt', '<', new Date(now.getTime() - staleMs))])]))
        .orderBy('createdAt')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'userId'])
    .executeTakeFirst();
}

/** Marks the export ready and tells its owner's bell, in one transaction. */
export async function finishDataExport(db: Kysely<Database>, exportId: string, result: { storageKey: string; sizeBytes: number; now: Date; expiresAt: Date }) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('dataExports')
      .set({ status: 'ready', storageKey: result.storageKey, sizeBytes: result.sizeBytes, readyAt: result.now, expiresAt: result.expiresAt })
      .where('id', '=', exportId)
      // A build taken over after going quiet finishes once: the later finish changes nothing.
      .where('status', '=', 'building')
      .returning(['id', 'userId'])
      .executeTakeFirst();
    if (row) await announceDataExportReady(trx, { ...row, expiresAt: result.expiresAt });
  });
}

export async function failDataExport(db: Db, exportId: string) {
  await db.updateTable('dataExports').set({ status: 'failed' }).where('id', '=', exportId).execute();
}

/**
 * Everything the portal holds about one person, by area, as the ZIP's JSON files: only their own
 * account, their own projects (as the client) and what they wrote themselves elsewhere.
 */
export async function collectPersonalData(db: Db, userId: string) {
  const own = { id: userId, role: 'client' as const };
  const ownProjectIds = projectsVisibleTo(db, own).select('projects.id');
  const [account, role, projects, intake, timeline, signOffs, messages, files, complaints, purchases, invoices, activity, review, quotes] = await Promise.all([
    db.selectFrom('users').innerJoin('profiles', 'profiles.id', 'users.id').select(['users.email', 'users.createdAt', 'users.emailVerifiedAt', 'profiles.fullName', 'profiles.companyName', 'profiles.phone', 'profiles.street', 'profiles.postcode', 'profiles.city', 'profiles.country', 'profiles.kvkNumber', 'profiles.btwNumber']).where('users.id', '=', userId).executeTakeFirst(),
    db.selectFrom('userRoles').select('role').where('userId', '=', userId).executeTakeFirst(),
    projectsVisibleTo(db, own).select(['projects.id', 'projects.packageType', 'projects.monthlyPrice', 'projects.status', 'projects.buildLink', 'projects.createdAt']).orderBy('projects.createdAt').execute(),
    db.selectFrom('intakeForms').selectAll().where('projectId', 'in', ownProjectIds).execute(),
    db
      .selectFrom('projectTimeline')
      // The steps as the client knows them; their project's developer, kept on each for the agenda, is not theirs.
      .select(['id', 'projectId', 'stepNumber', 'stepName', 'description', 'status', 'expectedDate', 'approvedDate', 'completedBy', 'completedAt', 'remindedAt'])
      .where('projectId', 'in', ownProjectIds)
      .orderBy('projectId')
      .orderBy('stepNumber')
      .execute(),
    db.selectFrom('stepSignOffs').selectAll().where('projectId', 'in', ownProjectIds).orderBy('approvedAt').execute(),
    db
      .selectFrom('projectUpdates')
      .leftJoin('profiles', 'profiles.id', 'projectUpdates.authorId')
      .select(['projectUpdates.id', 'projectUpdates.projectId', 'projectUpdates.message', 'projectUpdates.createdAt', 'profiles.fullName as author'])
      .where((eb) => eb.or([eb('projectUpdates.projectId', 'in', ownProjectIds), eb('projectUpdates.authorId', '=', userId)]))
      .orderBy('projectUpdates.createdAt')
      .execute(),
    db
      .selectFrom('projectContentUploads')
      .select(['id', 'projectId', 'fileName', 'fileType', 'fileSize', 'filePath', 'createdAt'])
      .where((eb) => eb.or([eb('projectId', 'in', ownProjectIds), eb('uploadedBy', '=', userId)]))
      .orderBy('createdAt')
      .execute(),
    db.selectFrom('complaints').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('modulePurchases').selectAll().where('projectId', 'in', ownProjectIds).execute(),
    invoicesVisibleTo(db, own)
      .selectAll('invoices')
      .orderBy('invoices.invoiceDate')
      .execute()
      // The invoices as the client knows them, without the lowered copy of their fields that the admin's search reads.
      .then((rows) => rows.map(({ searchText: _search, ...invoice }) => invoice)),
    activityVisibleTo(db, own, 'own')
      .select(['kind', 'createdAt', 'projectId', 'invoiceId', 'network'])
      .orderBy('createdAt')
      .execute(),
    // The review rounds, the pins placed on the preview and their threads.
    reviewDataForExport(db, userId),
    // The quotes sent to them, with their lines and the signature they gave.
    quotesForExport(db, userId),
  ]);
  return { account: account ? { ...account, role: role?.role ?? null } : null, projects, intake, timeline, signOffs, messages, files, complaints, purchases, invoices, activity, review, quotes };
}
