import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import type { Storage } from '@/server/storage/index';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { PNG, projectFor } from '@/server/testing/upload-fixtures';

let env: TestEnv;
let failDelete = false;
let client: Awaited<ReturnType<typeof createTestUser>>;
let asClient: Awaited<ReturnType<typeof callerFor>>;
let asOtherClient: Awaited<ReturnType<typeof callerFor>>;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;
let developer: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  env = await createTestEnv();
  const real: Storage = env.services.storage;
  // The same folder, with a switch that makes deleting fail.
  env.services.storage = {
    ...real,
    async delete(key) {
      if (failDelete) throw new Error('opslag onbereikbaar');
      await real.delete(key);
    },
  };
  client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  asClient = await callerFor(env.services, client);
  asOtherClient = await callerFor(env.services, await createTestUser(env.services));
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  asDeveloper = await callerFor(env.services, developer);
});
afterAll(() => env.close());
beforeEach(() => {
  failDelete = false;
});

/** A stored file with its row, as the upload route leaves it. */
async function storedUpload(projectId: string, fileName = 'logo.png', createdAt = new Date(), uploadedBy: string | null = client.id) {
  const filePath = `${projectId}/${crypto.randomUUID()}.png`;
  await env.services.storage.put(filePath, PNG, { contentType: 'image/png' });
  return env.services.db
    .insertInto('projectContentUploads')
    .values({ projectId, fileName, filePath, fileType: 'image/png', fileSize: PNG.length, uploadedBy, createdAt })
    .returning(['id', 'filePath'])
    .executeTakeFirstOrThrow();
}

describe('project.uploads.list', () => {
  it('lists the project’s files newest first with their download address and uploader, not their storage key', async () => {
    const { project } = await projectFor(env.services, client);
    const older = await storedUpload(project.id, 'oud.png', new Date('2026-11-01T10:00:00Z'));
    const newer = await storedUpload(project.id, 'nieuw.png', new Date('2026-11-02T10:00:00Z'));
    const files = await asClient.project.uploads.list({ projectId: project.id });
    expect(files.map((file) => file.id)).toEqual([newer.id, older.id]);
    expect(files[0]).toEqual({
      id: newer.id,
      projectId: project.id,
      fileName: 'nieuw.png',
      fileType: 'image/png',
      fileSize: PNG.length,
      uploadedBy: client.id,
      uploaderName: 'Anouk de Vries',
      canDelete: true,
      createdAt: new Date('2026-11-02T10:00:00Z'),
      downloadUrl: `/api/files/${newer.id}`,
    });
  });

  it('names the developer who uploaded a file and lets the client delete only own files', async () => {
    const { project } = await projectFor(env.services, client);
    const fromDeveloper = await storedUpload(project.id, 'ontwerp.png', new Date('2026-11-03T10:00:00Z'), developer.id);
    const fromRemovedUser = await storedUpload(project.id, 'oud.png', new Date('2026-11-01T10:00:00Z'), null);
    const files = await asClient.project.uploads.list({ projectId: project.id });
    expect(files.map(({ id, uploaderName, canDelete }) => ({ id, uploaderName, canDelete }))).toEqual([
      { id: fromDeveloper.id, uploaderName: 'Sanne Bakker', canDelete: false },
      { id: fromRemovedUser.id, uploaderName: null, canDelete: false },
    ]);
  });

  it('shows the files to the assigned developer and hides them from another developer and client', async () => {
    const { project } = await projectFor(env.services, client, developer);
    await storedUpload(project.id);
    expect(await asDeveloper.project.uploads.list({ projectId: project.id })).toEqual([expect.objectContaining({ fileName: 'logo.png', canDelete: false })]);
    const unassigned = await projectFor(env.services, client);
    expect((await rejection(asDeveloper.project.uploads.list({ projectId: unassigned.project.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(asOtherClient.project.uploads.list({ projectId: project.id }))).code).toBe('NOT_FOUND');
  });
});

describe('project.uploads.delete', () => {
  it('removes the row and the stored object', async () => {
    const { project } = await projectFor(env.services, client);
    const upload = await storedUpload(project.id);
    expect(await asClient.project.uploads.delete({ projectId: project.id, uploadId: upload.id })).toEqual({ id: upload.id });
    expect(await asClient.project.uploads.list({ projectId: project.id })).toEqual([]);
    expect(await env.services.storage.exists(upload.filePath)).toBe(false);
  });

  it('keeps the row when the object cannot be deleted, so it can be tried again', async () => {
    const { project } = await projectFor(env.services, client);
    const upload = await storedUpload(project.id);
    failDelete = true;
    expect((await rejection(asClient.project.uploads.delete({ projectId: project.id, uploadId: upload.id }))).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await asClient.project.uploads.list({ projectId: project.id })).toHaveLength(1);
    expect(await env.services.storage.exists(upload.filePath)).toBe(true);
  });

  it('refuses a file someone else uploaded with the Dutch message and keeps it', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const upload = await storedUpload(project.id, 'ontwerp.png', new Date(), developer.id);
    const error = await rejection(asClient.project.uploads.delete({ projectId: project.id, uploadId: upload.id }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(uploadText.uploads.notOwn);
    expect(await asClient.project.uploads.list({ projectId: project.id })).toHaveLength(1);
    expect(await env.services.storage.exists(upload.filePath)).toBe(true);
  });

  it('does not reach another project’s file through an own project', async () => {
    const own = await projectFor(env.services, client);
    const other = await projectFor(env.services, await createTestUser(env.services));
    const upload = await storedUpload(other.project.id);
    const error = await rejection(asClient.project.uploads.delete({ projectId: own.project.id, uploadId: upload.id }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(uploadText.uploads.notFound);
    expect(await env.services.storage.exists(upload.filePath)).toBe(true);
  });

  it('keeps the client’s file from the assigned developer and hides it from another client', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const upload = await storedUpload(project.id);
    const input = { projectId: project.id, uploadId: upload.id };
    const notOwn = await rejection(asDeveloper.project.uploads.delete(input));
    expect(notOwn.code).toBe('FORBIDDEN');
    expect(notOwn.message).toBe(uploadText.uploads.notOwn);
    expect((await rejection(asOtherClient.project.uploads.delete(input))).code).toBe('NOT_FOUND');
    expect(await env.services.storage.exists(upload.filePath)).toBe(true);
  });
});

describe('project.uploads.list pages', () => {
  it('gives the newest 50 files, then the rest from the oldest one shown', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const start = Date.parse('2026-11-01T09:00:00Z');
    await env.services.db
      .insertInto('projectContentUploads')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          projectId: project.id,
          fileName: `foto-${i}.png`,
          filePath: `${project.id}/foto-${i}.png`,
          fileType: 'image/png',
          fileSize: 10,
          uploadedBy: client.id,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .execute();
    const first = await asDeveloper.project.uploads.list({ projectId: project.id });
    expect(first).toHaveLength(50);
    expect(first[0]!.fileName).toBe('foto-59.png');
    const rest = await asDeveloper.project.uploads.list({ projectId: project.id, cursor: first.at(-1)!.id });
    expect(rest.map((upload) => upload.fileName)).toEqual(Array.from({ length: 10 }, (_, i) => `foto-${9 - i}.png`));
  });
});
