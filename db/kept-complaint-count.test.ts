import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDb, createTestDbAt } from './testing/test-db';
import { migrateToLatest } from './migrator';
import type { DbHandle } from './create-db';
import type { Database } from './types';
import { attentionLines } from './queries/attention';
import { person } from './testing/step-figures';
import type { ComplaintStatus } from '@/src/domain/statuses';

// What the database keeps about complaints per status (complaint_status_totals) against a fresh
// count of the complaints themselves, through every way a complaint comes, changes or goes; and the
// admin's count of old unresolved complaints in "Aandacht nodig", which reads it.

async function counted(db: Kysely<Database>) {
  const { rows } = await sql<{ status: string; complaintCount: number }>`
    SELECT status, count(*)::int AS complaint_count FROM complaints GROUP BY status ORDER BY status
  `.execute(db);
  return rows;
}

async function kept(db: Kysely<Database>) {
  const { rows } = await sql<{ status: string; complaintCount: number }>`
    SELECT status, complaint_count FROM complaint_status_totals WHERE complaint_count <> 0 ORDER BY status
  `.execute(db);
  return rows;
}

async function complaint(db: Kysely<Database>, userId: string, status: ComplaintStatus, createdAt: string) {
  const row = await db
    .insertInto('complaints')
    .values({ userId, subject: 'Traag', description: 'De site laadt traag', status, createdAt: new Date(createdAt) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const before = new Date('2026-06-10T12:00:00Z');

/** The admin's count of unresolved complaints filed before `before`, as "Aandacht nodig" shows it. */
async function oldUnresolved(db: Kysely<Database>, adminId: string) {
  const { complaints } = await attentionLines(db, { id: adminId, role: 'admin' }, { today: '2026-06-15', complaintsBefore: before, approvalsBefore: before });
  return complaints[0]?.total ?? 0;
}

async function countedOldUnresolved(db: Kysely<Database>) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM complaints WHERE status <> 'resolved' AND created_at < ${before}`.execute(db);
  return rows[0]!.n;
}

describe('the complaints per status the database keeps', () => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('follow complaints filed, moved, rolled back and deleted, and the old unresolved ones counted', async () => {
    const admin = await person(db, 'Ada Admin');
    const klara = await person(db, 'Klara Klant');
    const kees = await person(db, 'Kees Klant');
    const a = await complaint(db, klara, 'open', '2026-06-01T08:00:00Z');
    const b = await complaint(db, klara, 'in_progress', '2026-06-02T08:00:00Z');
    await complaint(db, kees, 'open', '2026-06-03T08:00:00Z');
    // At `before` itself is not before it; after it, recent.
    await complaint(db, kees, 'open', before.toISOString());
    const recent = await complaint(db, kees, 'in_progress', '2026-06-14T08:00:00Z');
    await complaint(db, kees, 'resolved', '2026-05-01T08:00:00Z');
    expect(await kept(db)).toEqual(await counted(db));
    expect(await oldUnresolved(db, admin)).toBe(3);

    await db.updateTable('complaints').set({ status: 'resolved' }).where('id', '=', a).execute();
    expect(await oldUnresolved(db, admin)).toBe(2);
    await db.updateTable('complaints').set({ status: 'in_progress' }).where('id', 'in', [a, recent]).execute();
    await db.updateTable('complaints').set({ subject: 'Heel traag' }).where('id', '=', b).execute();
    expect(await kept(db)).toEqual(await counted(db));
    expect(await oldUnresolved(db, admin)).toBe(3);

    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('complaints').set({ status: 'resolved' }).execute();
        await complaint(trx, klara, 'open', '2026-06-01T08:00:00Z');
        throw new Error('terug');
      })
      .catch(() => undefined);
    expect(await kept(db)).toEqual(await counted(db));
    expect(await oldUnresolved(db, admin)).toBe(3);

    await db.deleteFrom('complaints').where('id', '=', b).execute();
    expect(await oldUnresolved(db, admin)).toBe(2);
    // Erasing a client's account takes their complaints along.
    await db.deleteFrom('users').where('id', '=', kees).execute();
    expect(await kept(db)).toEqual(await counted(db));
    expect(await kept(db)).toEqual([{ status: 'in_progress', complaintCount: 1 }]);
    expect(await oldUnresolved(db, admin)).toBe(await countedOldUnresolved(db));
    expect(await oldUnresolved(db, admin)).toBe(1);

    await db.deleteFrom('complaints').execute();
    expect(await kept(db)).toEqual([]);
    expect(await oldUnresolved(db, admin)).toBe(0);
  });
});

describe('the complaints per status of a database that already has complaints', () => {
  let handle: DbHandle;
  afterAll(() => handle.close());

  it('are counted by the migration from what is there', async () => {
    handle = await createTestDbAt('20261127_1400_one_open_data_export');
    const db = handle.db;
    const klara = await person(db, 'Klara Klant');
    await complaint(db, klara, 'open', '2026-06-01T08:00:00Z');
    await complaint(db, klara, 'open', '2026-06-02T08:00:00Z');
    await complaint(db, klara, 'resolved', '2026-06-03T08:00:00Z');
    await migrateToLatest(db);
    expect(await kept(db)).toEqual([
      { status: 'open', complaintCount: 2 },
      { status: 'resolved', complaintCount: 1 },
    ]);
  });
});
