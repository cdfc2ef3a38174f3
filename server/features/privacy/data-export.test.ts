import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line } from '@/server/testing/money-fixtures';
import { Readable } from 'node:stream';
import { unzipSync, strFromU8 } from 'fflate';
import { formatDate } from '@/src/dates';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { insertUploadWithinQuota } from '@/db/queries/content-uploads';
import { insertDataExport } from '@/db/queries/data-export';
import { callerFor, createTestEnv, createTestProject, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { mailsTo } from '@/server/testing/account-fixtures';
import { buildDataExports } from './data-export';

// AVG articles 15 and 20: a ZIP built in the background and streamed to storage, with a Dutch README, JSON per area, the invoice PDFs
// and every upload; only the owner downloads it, and nothing of another client is in it.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  admin = await createTestUser(env.services, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
  await env.close();
});

async function clientWithData(name: string, secret: string, files: { name: string; body: () => Readable; size: number }[] = []) {
  const client = await createTestUser(env.services, { role: 'client', fullName: name });
  const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
  await (await callerFor(env.services, client)).project.messages.send({ projectId: project.id, message: secret });
  for (const [i, file] of files.entries()) {
    const key = `${project.id}/bestand-${i}.txt`;
    await env.services.storage.put(key, file.body(), { contentType: 'text/plain', contentLength: file.size });
    await insertUploadWithinQuota(env.services.db, { projectId: project.id, fileName: file.name, filePath: key, fileType: 'text/plain', fileSize: file.size, uploadedBy: client.id }, 1e12, 1e12);
  }
  return { client, project };
}

async function download(user: { id: string } | null, exportId: string) {
  const cookies = user ? { session: (await createSession(env.services.db, user.id)).token } : undefined;
  return app.inject({ method: 'GET', url: `/api/exports/${exportId}`, ...(cookies ? { cookies } : {}) });
}

describe('the data export', () => {
  it('holds the README, the JSON, the invoice PDF and the files of the client, and nothing of another', async () => {
    const small = (text: string) => ({ name: 'logo-tekst.txt', body: () => Readable.from([Buffer.from(text)]), size: Buffer.byteLength(text) });
    const a = await clientWithData('Anna Export', 'Bericht van Anna', [small('inhoud van Anna')]);
    const b = await clientWithData('Bram Ander', 'Geheim van Bram', [small('inhoud van Bram')]);
    await (await callerFor(env.services, admin)).admin.invoices.create({ userId: a.client.id, lines: [line('Website-pakket', '30')] });

    const asA = await callerFor(env.services, a.client);
    const requested = await asA.account.privacy.requestDataExport();
    expect((await rejection(asA.account.privacy.requestDataExport())).code).toBe('CONFLICT');
    await env.services.tasks.settled();
    const ready = await asA.account.privacy.dataExport();
    expect(ready).toMatchObject({ id: requested.id, status: 'ready' });
    expect(ready!.expiresAt!.getTime() - ready!.readyAt!.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect((await mailsTo(env, a.client.email)).some((mail) => mail.subject === 'Je gegevens staan klaar')).toBe(true);

    // The bell says so too, leading to /account, with a live event for the open pages; the mail is the export's one.
    const bell = await asA.notifications.list({});
    expect(bell.items[0]).toMatchObject({
      kind: 'data_export_ready',
      sentence: `Je gegevens staan klaar om te downloaden (beschikbaar tot ${formatDate(ready!.expiresAt!)})`,
      link: '/account',
      readAt: null,
    });
    expect(bell.items.filter((item) => item.kind === 'data_export_ready')).toHaveLength(1);
    const signalled = await env.services.db.selectFrom('liveEvents').select('createdAt').where('recipientId', '=', a.client.id).where('kind', '=', 'notification').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(signalled.createdAt.getTime()).toBeGreaterThanOrEqual(bell.items[0]!.createdAt.getTime());
    const exportMails = await env.services.db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', a.client.email).where('subject', 'like', '%gegevens%').execute();
    expect(exportMails).toEqual([{ subject: 'Je gegevens staan klaar' }]);
    expect((await (await callerFor(env.services, b.client)).notifications.list({})).items.map((item) => item.kind)).not.toContain('data_export_ready');

    // Only its owner downloads it.
    expect((await download(null, requested.id)).statusCode).toBe(401);
    expect((await download(b.client, requested.id)).statusCode).toBe(404);
    const response = await download(a.client, requested.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(strFromU8(files['README.txt']!)).toContain('Gegevens van Anna Export');
    expect(JSON.parse(strFromU8(files['gegevens/berichten.json']!)).map((m: { message: string }) => m.message)).toEqual(['Bericht van Anna']);
    expect(JSON.parse(strFromU8(files['gegevens/profiel.json']!))).toMatchObject({ fullName: 'Anna Export', role: 'client' });
    expect(names.filter((name) => name.startsWith('facturen/') && name.endsWith('.pdf'))).toHaveLength(1);
    const uploaded = names.filter((name) => name.startsWith('bestanden/'));
    expect(uploaded).toHaveLength(1);
    expect(strFromU8(files[uploaded[0]!]!)).toBe('inhoud van Anna');
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    for (const trace of ['Bram', b.client.id, b.project.id, 'inhoud van Bram']) expect(everything).not.toContain(trace);
  });

  it('streams 200 MB of files into storage with the memory flat', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    const twentyMegabytes = () => Readable.from((function* () {
      for (let i = 0; i < 20; i++) yield megabyte;
    })());
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `groot-${i}.txt`, body: twentyMegabytes, size: 20 * 1024 * 1024 }));
    const { client } = await clientWithData('Grote Klant', 'Veel bestanden', files);
    await env.services.db.insertInto('dataExports').values({ userId: client.id }).execute();

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      expect(await buildDataExports(env.services, testLog)).toBe(1);
    } finally {
      clearInterval(sampler);
    }
    const row = await env.services.db.selectFrom('dataExports').select(['status', 'sizeBytes']).where('userId', '=', client.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
    expect(Number(row.sizeBytes)).toBeGreaterThan(200 * 1024 * 1024);
    // 200 MB went through; the process grew by far less than one file's worth of it.
    console.info(`data export of 200 MB: RSS before ${Math.round(before / 1e6)} MB, peak ${Math.round(peak / 1e6)} MB`);
    expect(peak - before).toBeLessThan(80 * 1024 * 1024);
  }, 120_000);

  it('lists a file whose stored object is gone without copying it, and still finishes', async () => {
    const text = (body: string) => ({ name: 'weg.txt', body: () => Readable.from([Buffer.from(body)]), size: Buffer.byteLength(body) });
    const { client, project } = await clientWithData('Gerda Gat', 'Een bestand kwijt', [text('blijft'), text('verdwijnt')]);
    await env.services.storage.delete(`${project.id}/bestand-1.txt`);
    const asClient = await callerFor(env.services, client);
    const requested = await asClient.account.privacy.requestDataExport();
    await env.services.tasks.settled();
    expect(await asClient.account.privacy.dataExport()).toMatchObject({ id: requested.id, status: 'ready' });

    const files = unzipSync(new Uint8Array((await download(client, requested.id)).rawPayload));
    const copied = Object.keys(files).filter((name) => name.startsWith('bestanden/'));
    expect(copied.map((name) => strFromU8(files[name]!))).toEqual(['blijft']);
    const listed = JSON.parse(strFromU8(files['gegevens/bestanden.json']!)) as { inExport: boolean }[];
    expect(listed.map((file) => file.inExport).sort()).toEqual([false, true]);
  });

  it('marks the export failed, leaving nothing stored, when a file cannot be read while the ZIP is written', async () => {
    const { client, project } = await clientWithData('Frits Fout', 'Een kapotte schijf', [
      { name: 'kapot.txt', body: () => Readable.from([Buffer.from('heel')]), size: 4 },
    ]);
    const storage = env.services.storage;
    const originalGet = storage.get.bind(storage);
    storage.get = async (key) => {
      if (key.startsWith(project.id)) throw new Error('schijf weg');
      return originalGet(key);
    };
    try {
      await env.services.db.insertInto('dataExports').values({ userId: client.id }).execute();
      expect(await buildDataExports(env.services, testLog)).toBe(0);
    } finally {
      storage.get = originalGet;
    }
    const row = await env.services.db.selectFrom('dataExports').select(['id', 'status', 'storageKey']).where('userId', '=', client.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', storageKey: null });
    expect(await storage.exists(`exports/${client.id}/${row.id}.zip`)).toBe(false);
    expect((await (await callerFor(env.services, client)).notifications.list({})).items).toEqual([]);
  });

  it('turns a second request away at the same moment and still builds the first', async () => {
    const { client } = await clientWithData('Dubbel Klik', 'Twee keer gevraagd');
    const asClient = await callerFor(env.services, client);
    const answers = await Promise.allSettled([asClient.account.privacy.requestDataExport(), asClient.account.privacy.requestDataExport()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    await env.services.tasks.settled();
    expect(await asClient.account.privacy.dataExport()).toMatchObject({ status: 'ready' });
    const rows = await env.services.db.selectFrom('dataExports').select('status').where('userId', '=', client.id).execute();
    expect(rows).toEqual([{ status: 'ready' }]);
    // The database holds to one open export too, whoever writes it.
    await env.services.db.insertInto('dataExports').values({ userId: client.id }).execute();
    await expect(env.services.db.insertInto('dataExports').values({ userId: client.id }).execute()).rejects.toThrow(/data_exports_one_open_idx/);
    await env.services.db.deleteFrom('dataExports').where('userId', '=', client.id).where('status', '=', 'pending').execute();
  });

  it('turns away every further request while one is open', async () => {
    const { client } = await clientWithData('Vaak Vragen', 'Nog eens, en nog eens');
    await env.services.db.insertInto('dataExports').values({ userId: client.id }).execute();
    const asClient = await callerFor(env.services, client);
    // More often than PostgreSQL's five runs before it plans a named statement for any values.
    for (let again = 0; again < 8; again++) expect((await rejection(asClient.account.privacy.requestDataExport())).code).toBe('CONFLICT');
    await env.services.db.deleteFrom('dataExports').where('userId', '=', client.id).execute();
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('builds the export while a second request for it is still being turned down', async () => {
    const { client } = await clientWithData('Trage Tweede', 'Nog een verzoek onderweg');
    await env.services.db.insertInto('dataExports').values({ userId: client.id }).execute();
    await env.services.db.transaction().execute(async (trx) => {
      expect(await insertDataExport(trx, client.id)).toBeUndefined();
      // The second request's transaction is still open while the builder looks for work.
      expect(await buildDataExports(env.services, testLog)).toBe(1);
    });
    const row = await env.services.db.selectFrom('dataExports').select('status').where('userId', '=', client.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
  });

  it("leads a developer's notification to their own account page", async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const asDeveloper = await callerFor(env.services, developer);
    await asDeveloper.account.privacy.requestDataExport();
    await env.services.tasks.settled();
    const bell = await asDeveloper.notifications.list({});
    expect(bell.items.map(({ kind, link }) => ({ kind, link }))).toEqual([{ kind: 'data_export_ready', link: '/account' }]);
  });
});
