import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { insertUploadWithinQuota } from '@/db/queries/content-uploads';
import { MAX_CONCURRENT_UPLOADS } from '@/src/domain/uploads';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { recordingStorage } from '@/server/testing/recording-storage';
import { multipartBody, projectFor, TXT, type FilePart } from '@/server/testing/upload-fixtures';

// Bounded uploads: a byte quota per project and per client over all their projects, a floor of
// free disk space, and a few requests at a time per user. Nothing half-written stays behind.

const QUOTA_BYTES = 3 * TXT.length;
const origin = 'http://localhost:3000';
const recorded = recordingStorage();
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let client: { id: string };
let clientToken: string;

beforeAll(async () => {
  env = await createTestEnv({ storage: recorded.storage });
  env.services.config = { ...env.services.config, uploadQuotaBytes: QUOTA_BYTES };
  app = await buildApp({ services: env.services });
  client = await createTestUser(env.services);
  clientToken = (await createSession(env.services.db, client.id)).token;
});
afterAll(async () => {
  await app.close();
  await env.close();
  recorded.control.remove();
});
beforeEach(() => recorded.control.reset());

function upload(projectId: string, files: FilePart[], token = clientToken) {
  const body = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/uploads`,
    headers: { host: 'localhost:3000', origin, 'content-type': body.contentType },
    cookies: { session: token },
    payload: body.payload,
  });
}

const txt = (fileName: string): FilePart => ({ fileName, content: TXT });

/** Files waiting in the spool folder under the data folder: none once a request is answered. */
function spooled(): string[] {
  const dir = path.join(env.services.config.dataDir, 'upload-spool');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('the per-project quota', () => {
  it('skips a file that would take the project past its quota, in Dutch, and stores nothing for it', async () => {
    const { project } = await projectFor(env.services, client);
    const first = await upload(project.id, [txt('een.txt'), txt('twee.txt'), txt('drie.txt'), txt('vier.txt')]);
    expect(first.statusCode).toBe(200);
    expect(first.json().uploaded.map((u: { fileName: string }) => u.fileName)).toEqual(['een.txt', 'twee.txt', 'drie.txt']);
    const megabytes = Math.round(QUOTA_BYTES / (1024 * 1024));
    expect(first.json().skipped).toEqual([{ fileName: 'vier.txt', message: uploadText.uploads.quotaExceeded('vier.txt', megabytes) }]);
    expect(recorded.control.puts).toHaveLength(3);
    // Another project has its own quota.
    const other = await projectFor(env.services, client);
    expect((await upload(other.project.id, [txt('een.txt')])).json().uploaded).toHaveLength(1);
  });

  it('holds when another upload takes the last space while this one is being stored', async () => {
    const { project } = await projectFor(env.services, client);
    await upload(project.id, [txt('een.txt'), txt('twee.txt')]);
    recorded.control.afterPut = async () => {
      recorded.control.afterPut = undefined;
      const row = { projectId: project.id, fileName: 'tegelijk.txt', filePath: `${project.id}/tegelijk.txt`, fileType: 'text/plain' };
      await insertUploadWithinQuota(env.services.db, { ...row, fileSize: TXT.length, uploadedBy: client.id }, QUOTA_BYTES);
    };
    const response = await upload(project.id, [txt('drie.txt')]);
    expect(response.json().skipped[0].message).toBe(uploadText.uploads.quotaExceeded('drie.txt', 0));
    const rows = await env.services.db.selectFrom('projectContentUploads').select('fileName').where('projectId', '=', project.id).execute();
    expect(rows.map((r) => r.fileName).sort()).toEqual(['een.txt', 'tegelijk.txt', 'twee.txt']);
    expect(recorded.control.files().filter((key) => key.startsWith(project.id))).toHaveLength(2);
  });
});

describe('the per-client quota', () => {
  it("counts every project of the client together, in Dutch, whoever uploads; another client's room is their own", async () => {
    const clientQuota = 4 * TXT.length;
    const saved = env.services.config;
    env.services.config = { ...saved, uploadQuotaBytes: 10 * TXT.length, uploadQuotaPerClientBytes: clientQuota };
    try {
      const owner = await createTestUser(env.services);
      const ownerToken = (await createSession(env.services.db, owner.id)).token;
      const first = await projectFor(env.services, owner);
      const second = await projectFor(env.services, owner);
      expect((await upload(first.project.id, [txt('a.txt'), txt('b.txt'), txt('c.txt')], ownerToken)).json().uploaded).toHaveLength(3);
      const admin = await createTestUser(env.services, { role: 'admin' });
      const adminToken = (await createSession(env.services.db, admin.id)).token;
      const response = await upload(second.project.id, [txt('d.txt'), txt('e.txt')], adminToken);
      expect(response.json().uploaded.map((u: { fileName: string }) => u.fileName)).toEqual(['d.txt']);
      const megabytes = Math.round(clientQuota / (1024 * 1024));
      expect(response.json().skipped).toEqual([{ fileName: 'e.txt', message: uploadText.uploads.clientQuotaExceeded('e.txt', megabytes) }]);
      expect(recorded.control.puts).toHaveLength(4);
      expect(spooled()).toEqual([]);
      const neighbour = await createTestUser(env.services);
      const { project: elsewhere } = await projectFor(env.services, neighbour);
      expect((await upload(elsewhere.id, [txt('f.txt')], (await createSession(env.services.db, neighbour.id)).token)).json().uploaded).toHaveLength(1);
    } finally {
      env.services.config = saved;
    }
  });
});

describe('the free-disk floor', () => {
  it('refuses uploads in Dutch while the disk under the data folder is below UPLOAD_MIN_FREE_MB, writing nothing', async () => {
    const saved = env.services.config;
    env.services.config = { ...saved, uploadMinFreeBytes: Number.MAX_SAFE_INTEGER };
    try {
      const { project } = await projectFor(env.services, client);
      const refused = await upload(project.id, [txt('vol.txt')]);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ error: { message: uploadText.uploads.diskFull } });
      expect(recorded.control.puts).toEqual([]);
      expect(spooled()).toEqual([]);
      expect(await env.services.db.selectFrom('projectContentUploads').select('id').where('projectId', '=', project.id).execute()).toEqual([]);
    } finally {
      env.services.config = saved;
    }
  });
});

describe('the spool', () => {
  it('is empty after every outcome: stored, refused, too large, over quota, storage down', async () => {
    const { project } = await projectFor(env.services, client);
    await upload(project.id, [txt('goed.txt'), { fileName: 'nep.png', content: TXT }, txt('twee.txt'), txt('drie.txt'), txt('vier.txt')]);
    expect(spooled()).toEqual([]);
    recorded.control.failPut = true;
    const { project: other } = await projectFor(env.services, client);
    expect((await upload(other.id, [txt('kapot.txt')])).statusCode).toBe(503);
    expect(spooled()).toEqual([]);
  });
});

describe('uploads at once', () => {
  it(`refuses a user's upload beyond ${MAX_CONCURRENT_UPLOADS} running ones, in Dutch, while others may go on`, async () => {
    const { project } = await projectFor(env.services, client);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let stored = 0;
    recorded.control.afterPut = async () => {
      stored++;
      await gate;
    };
    const running = Array.from({ length: MAX_CONCURRENT_UPLOADS }, (_, i) => upload(project.id, [txt(`bestand-${i}.txt`)]));
    // An upload reaches the store within seconds on a busy machine, not always within poll's default second.
    await expect.poll(() => stored, { timeout: 10_000 }).toBe(MAX_CONCURRENT_UPLOADS);

    const refused = await upload(project.id, [txt('te-veel.txt')]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(uploadText.uploads.tooManyAtOnce(MAX_CONCURRENT_UPLOADS));

    const colleague = await createTestUser(env.services, { role: 'admin' });
    const colleagueToken = (await createSession(env.services.db, colleague.id)).token;
    const otherProject = await projectFor(env.services, client);
    const byColleague = upload(otherProject.project.id, [txt('van-admin.txt')], colleagueToken);
    await expect.poll(() => stored, { timeout: 10_000 }).toBe(MAX_CONCURRENT_UPLOADS + 1);

    open();
    for (const response of await Promise.all([...running, byColleague])) expect(response.statusCode).toBe(200);
    // The slots are free again.
    recorded.control.afterPut = undefined;
    expect((await upload(otherProject.project.id, [txt('daarna.txt')])).statusCode).toBe(200);
  });
});
