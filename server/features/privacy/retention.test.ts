import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createSession } from '@/server/auth/sessions';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { runRetention } from './retention';

// Past its period: sessions and links a day after expiry, finished rate-limit windows, sent mail bodies after 30 days (the row stays),
// read notifications after 90 days, exports after 7 (row and file), activity after 2 years (about invoices: 7).

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let env: TestEnv;
let user: { id: string; email: string };

beforeAll(async () => {
  env = await createTestEnv();
  user = await createTestUser(env.services, { role: 'client' });
});
afterAll(() => env.close());

describe('the retention job', () => {
  it('removes what is past its period and keeps what is not', async () => {
    const { db } = env.services;
    const policy = { idleMs: DAY, lifetimeMs: 30 * DAY };
    const old = await createSession(db, user.id, policy, ago(3));
    const recent = await createSession(db, user.id, policy, ago(1.5));
    await db.insertInto('passwordResetTokens').values([{ id: 'oud-token', userId: user.id, expiresAt: ago(2) }, { id: 'vers-token', userId: user.id, expiresAt: ago(0.5) }]).execute();
    await db.insertInto('rateLimits').values([
      { key: 'klaar', hits: 3, resetsAt: ago(0.01), blockedUntil: null },
      { key: 'loopt', hits: 3, resetsAt: new Date(Date.now() + 60_000), blockedUntil: null },
      { key: 'geblokkeerd', hits: 9, resetsAt: ago(0.01), blockedUntil: new Date(Date.now() + 60_000) },
    ]).execute();
    await db.insertInto('mailOutbox').values([
      { toAddress: user.email, subject: 'Oud', bodyText: 'Geheime inhoud', status: 'sent', sentAt: ago(31) },
      { toAddress: user.email, subject: 'Nieuw', bodyText: 'Recente inhoud', status: 'sent', sentAt: ago(2) },
    ]).execute();
    await db.insertInto('notifications').values([
      { recipientId: user.id, kind: 'message_received', link: '/', readAt: ago(91), createdAt: ago(100) },
      { recipientId: user.id, kind: 'message_received', link: '/', readAt: ago(10), createdAt: ago(100) },
      { recipientId: user.id, kind: 'message_received', link: '/', readAt: null, createdAt: ago(400) },
    ]).execute();
    await env.services.storage.put('exports/oud.zip', Buffer.from('zip'), { contentType: 'application/zip' });
    await db.insertInto('dataExports').values([
      { userId: user.id, status: 'ready', storageKey: 'exports/oud.zip', expiresAt: ago(0.1), createdAt: ago(7.1) },
      { userId: user.id, status: 'ready', storageKey: 'exports/nieuw.zip', expiresAt: new Date(Date.now() + DAY), createdAt: ago(6) },
    ]).execute();
    const invoiceId = crypto.randomUUID();
    await db.insertInto('activityLog').values([
      { kind: 'signed_in', actorId: user.id, createdAt: ago(731) },
      { kind: 'signed_in', actorId: user.id, createdAt: ago(700) },
      { kind: 'invoice_paid', invoiceId, createdAt: ago(731) },
      { kind: 'invoice_paid', invoiceId, createdAt: ago(2558) },
    ]).execute();

    const counts = await runRetention(env.services);
    expect(counts).toMatchObject({ sessions: 1, loginTokens: 1, rateLimits: 1, mailBodies: 1, notifications: 1, exports: 1, activity: 2 });

    const sessions = await db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(sessions.map((s) => s.id)).toEqual([recent.session.id]);
    expect(sessions.map((s) => s.id)).not.toContain(old.session.id);
    expect((await db.selectFrom('passwordResetTokens').select('id').where('userId', '=', user.id).execute()).map((t) => t.id)).toEqual(['vers-token']);
    expect((await db.selectFrom('rateLimits').select('key').where('key', 'in', ['klaar', 'loopt', 'geblokkeerd']).orderBy('key').execute()).map((r) => r.key)).toEqual(['geblokkeerd', 'loopt']);
    const mails = await db.selectFrom('mailOutbox').select(['subject', 'bodyText', 'toAddress']).where('toAddress', '=', user.email).orderBy('subject').execute();
    expect(mails).toEqual([
      { subject: 'Nieuw', bodyText: 'Recente inhoud', toAddress: user.email },
      { subject: 'Oud', bodyText: '', toAddress: user.email },
    ]);
    expect(await db.selectFrom('notifications').select('id').where('recipientId', '=', user.id).execute()).toHaveLength(2);
    expect((await db.selectFrom('dataExports').select('storageKey').where('userId', '=', user.id).execute()).map((e) => e.storageKey)).toEqual(['exports/nieuw.zip']);
    expect(await env.services.storage.exists('exports/oud.zip')).toBe(false);
    const activity = await db.selectFrom('activityLog').select(['kind', 'createdAt']).where((eb) => eb.or([eb('actorId', '=', user.id), eb('invoiceId', '=', invoiceId)])).orderBy('createdAt').execute();
    expect(activity.map((row) => row.kind)).toEqual(['invoice_paid', 'signed_in']);

    // A second run finds nothing left to do; and outside the job the log still refuses deletes.
    expect(await runRetention(env.services)).toMatchObject({ sessions: 0, activity: 0, mailBodies: 0 });
    await expect(db.deleteFrom('activityLog').where('invoiceId', '=', invoiceId).execute()).rejects.toThrow(/never deleted/);
  });

  it('lets one instance at a time do the work', async () => {
    if (env.services.dbHandle.kind !== 'postgres') {
      // The embedded database is one connection in one process: there is no second instance to race.
      expect(await runRetention(env.services)).not.toBeNull();
      return;
    }
    await env.services.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(7240001)`.execute(trx);
      expect(await runRetention(env.services)).toBeNull();
    });
    expect(await runRetention(env.services)).not.toBeNull();
  });
});
