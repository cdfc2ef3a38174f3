import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@/src/domain/uploads';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { recordingStorage } from '@/server/testing/recording-storage';
import { DOC, DOCX, GIF, JPG, multipartBody, PDF, PNG, projectFor, TXT, type FilePart } from '@/server/testing/upload-fixtures';

const origin = 'http://localhost:3000';
const recorded = recordingStorage();
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
const tokens: Record<'client' | 'otherClient' | 'developer' | 'otherDeveloper' | 'admin', string> = {} as never;
let client: { id: string };
let developer: { id: string };

beforeAll(async () => {
  env = await createTestEnv({ storage: recorded.storage });
  app = await buildApp({ services: env.services });
  client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  developer = await createTestUser(env.services, { role: 'developer' });
  const users = {
    client,
    developer,
    otherClient: await createTestUser(env.services),
    otherDeveloper: await createTestUser(env.services, { role: 'developer' }),
    admin: await createTestUser(env.services, { role: 'admin' }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name as keyof typeof tokens] = (await createSession(env.services.db, user.id)).token;
});
afterAll(async () => {
  await app.close();
  await env.close();
  recorded.control.remove();
});
beforeEach(() => recorded.control.reset());

function upload(projectId: string, files: FilePart[], token: string | null = tokens.client, headers: Record<string, string> = { origin }) {
  const body = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/uploads`,
    headers: { host: 'localhost:3000', 'content-type': body.contentType, ...headers },
    ...(token ? { cookies: { session: token } } : {}),
    payload: body.payload,
  });
}

function download(uploadId: string, token: string | null = tokens.client) {
  return app.inject({ method: 'GET', url: `/api/files/${uploadId}`, ...(token ? { cookies: { session: token } } : {}) });
}

const newProject = () => projectFor(env.services, client, developer);

function rowsOf(projectId: string) {
  return env.services.db.selectFrom('projectContentUploads').selectAll().where('projectId', '=', projectId).orderBy('createdAt').execute();
}

const keyPattern = (projectId: string, extension: string) => new RegExp(`^${projectId}/[0-9a-f-]{36}\\.${extension}$`);

describe('POST /api/projects/:projectId/uploads', () => {
  it('stores a PNG and a PDF under random keys and records them', async () => {
    const { project } = await newProject();
    const response = await upload(project.id, [
      { fileName: 'logo.png', content: PNG, contentType: 'image/png' },
      { fileName: 'Offerte café.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.skipped).toEqual([]);
    expect(body.uploaded).toEqual([
      expect.objectContaining({ fileName: 'logo.png', fileType: 'image/png', fileSize: PNG.length, uploadedBy: client.id }),
      expect.objectContaining({ fileName: 'Offerte café.pdf', fileType: 'application/pdf', fileSize: PDF.length }),
    ]);
    expect(body.uploaded[0].downloadUrl).toBe(`/api/files/${body.uploaded[0].id}`);
    expect(body.uploaded[0].filePath).toBeUndefined();

    const rows = await rowsOf(project.id);
    expect(rows.map((row) => row.fileName)).toEqual(['logo.png', 'Offerte café.pdf']);
    expect(rows[0]!.filePath).toMatch(keyPattern(project.id, 'png'));
    expect(rows[1]!.filePath).toMatch(keyPattern(project.id, 'pdf'));
    for (const row of rows) expect(await env.services.storage.exists(row.filePath)).toBe(true);
  });

  it('accepts every allowed type with matching content', async () => {
    const { project } = await newProject();
    const files = [
      { fileName: 'foto.jpg', content: JPG },
      { fileName: 'foto.JPEG', content: JPG },
      { fileName: 'animatie.gif', content: GIF },
      { fileName: 'brief.doc', content: DOC },
      { fileName: 'brief.docx', content: DOCX },
      { fileName: 'teksten.txt', content: TXT },
    ];
    const response = await upload(project.id, files);
    expect(response.json().skipped).toEqual([]);
    expect((await rowsOf(project.id)).map((row) => row.fileType).sort()).toEqual([
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/gif',
      'image/jpeg',
      'image/jpeg',
      'text/plain',
    ]);
  });

  it('skips a file over 20 MB while streaming and still stores the others', async () => {
    const { project } = await newProject();
    const exactly = Buffer.alloc(MAX_UPLOAD_BYTES, 'a');
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]);
    const response = await upload(project.id, [
      { fileName: 'groot.pdf', content: tooLarge },
      { fileName: 'precies.txt', content: exactly },
      { fileName: 'logo.png', content: PNG },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.skipped).toEqual([{ fileName: 'groot.pdf', message: 'groot.pdf is te groot (max 20MB)' }]);
    expect(body.uploaded.map((file: { fileName: string }) => file.fileName)).toEqual(['precies.txt', 'logo.png']);
    expect(body.uploaded[0].fileSize).toBe(MAX_UPLOAD_BYTES);
    expect(recorded.control.puts).toHaveLength(2);
    expect(recorded.control.files().filter((file) => file.startsWith(project.id))).toHaveLength(2);
  });

  it('refuses content that does not match the extension, unknown types and empty files', async () => {
    const { project } = await newProject();
    const response = await upload(project.id, [
      { fileName: 'logo.png', content: 'eigenlijk gewoon tekst', contentType: 'image/png' },
      { fileName: 'notities.txt', content: PNG },
      { fileName: 'brief.docx', content: PDF },
      { fileName: 'setup.exe', content: 'MZ' },
      { fileName: 'leeg.txt', content: '' },
    ]);
    expect(response.json()).toEqual({
      uploaded: [],
      skipped: [
        { fileName: 'logo.png', message: uploadText.uploads.contentMismatch('logo.png') },
        { fileName: 'notities.txt', message: uploadText.uploads.contentMismatch('notities.txt') },
        { fileName: 'brief.docx', message: uploadText.uploads.contentMismatch('brief.docx') },
        { fileName: 'setup.exe', message: uploadText.uploads.typeNotAllowed('setup.exe') },
        { fileName: 'leeg.txt', message: uploadText.uploads.empty('leeg.txt') },
      ],
    });
    expect(recorded.control.puts).toEqual([]);
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('keeps path tricks out of the storage key and the stored name', async () => {
    const { project } = await newProject();
    const response = await upload(project.id, [
      { fileName: '../../etc/passwd.txt', content: TXT },
      { fileName: '..\\evil.pdf', content: PDF },
      { fileName: 'rap\u0000port\u202Egnp.pdf', content: PDF },
    ]);
    expect(response.json().skipped).toEqual([]);
    const rows = await rowsOf(project.id);
    expect(rows.map((row) => row.fileName)).toEqual(['passwd.txt', 'evil.pdf', 'rapportgnp.pdf']);
    for (const row of rows) expect(row.filePath).toMatch(keyPattern(project.id, row.fileName.split('.').pop()!));
    expect(recorded.control.files().every((file) => file.startsWith(`${project.id}/`) || !file.includes(project.id))).toBe(true);
    expect(recorded.control.files().some((file) => file.includes('passwd') || file.includes('evil'))).toBe(false);
  });

  it('lets the assigned developer and an admin upload, nobody else', async () => {
    const { project } = await newProject();
    expect((await upload(project.id, [{ fileName: 'a.png', content: PNG }], tokens.developer)).statusCode).toBe(200);
    expect((await upload(project.id, [{ fileName: 'b.png', content: PNG }], tokens.admin)).statusCode).toBe(200);
    for (const token of [tokens.otherClient, tokens.otherDeveloper]) {
      const refused = await upload(project.id, [{ fileName: 'c.png', content: PNG }], token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { message: projectText.project.notFound } });
    }
    expect((await upload('niet-een-id', [{ fileName: 'c.png', content: PNG }])).statusCode).toBe(404);
    const anonymous = await upload(project.id, [{ fileName: 'c.png', content: PNG }], null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(nl.auth.notSignedIn);
    expect((await rowsOf(project.id)).map((row) => row.fileName)).toEqual(['a.png', 'b.png']);
  });

  it('refuses a cross-site upload (CSRF) and a body that is not multipart', async () => {
    const { project } = await newProject();
    const foreign = await upload(project.id, [{ fileName: 'a.png', content: PNG }], tokens.client, { origin: 'https://kwaadwillend.example' });
    expect(foreign.statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/uploads`,
      headers: { host: 'localhost:3000', origin, 'content-type': 'application/json' },
      cookies: { session: tokens.client },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(uploadText.uploads.failed);
    expect(await rowsOf(project.id)).toEqual([]);
  });

  it('answers a cut-off multipart body with the Dutch failure and stores nothing of the broken file', async () => {
    const { project } = await newProject();
    const body = multipartBody([{ fileName: 'logo.png', content: PNG }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/uploads`,
      headers: { host: 'localhost:3000', origin, 'content-type': body.contentType },
      cookies: { session: tokens.client },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(uploadText.uploads.failed);
    expect(await rowsOf(project.id)).toEqual([]);
    expect(recorded.control.files().filter((file) => file.startsWith(project.id))).toEqual([]);
  });

  it(`stores at most ${MAX_FILES_PER_UPLOAD} files per request and says so`, async () => {
    const { project } = await newProject();
    const files = Array.from({ length: MAX_FILES_PER_UPLOAD + 2 }, (_, i) => ({ fileName: `foto-${i}.png`, content: PNG }));
    const body = (await upload(project.id, files)).json();
    expect(body.uploaded).toHaveLength(MAX_FILES_PER_UPLOAD);
    expect(body.skipped).toEqual([{ fileName: '', message: uploadText.uploads.tooManyFiles(MAX_FILES_PER_UPLOAD) }]);
  });

  it('answers 503 "Upload mislukt" and leaves no row when storing fails', async () => {
    const { project } = await newProject();
    recorded.control.failPut = true;
    const response = await upload(project.id, [{ fileName: 'logo.png', content: PNG }]);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { message: uploadText.uploads.failed } });
    expect(await rowsOf(project.id)).toEqual([]);
    expect(recorded.control.files().filter((file) => file.startsWith(project.id))).toEqual([]);
  });

  it('removes the stored object when the row cannot be written', async () => {
    const { project } = await newProject();
    // The project disappears between storing and recording (an admin deletes it): the insert fails.
    recorded.control.afterPut = async () => {
      await env.services.db.deleteFrom('projects').where('id', '=', project.id).execute();
    };
    const body = (await upload(project.id, [{ fileName: 'logo.png', content: PNG }])).json();
    expect(body.skipped).toEqual([{ fileName: 'logo.png', message: uploadText.uploads.storeFailed('logo.png') }]);
    expect(recorded.control.puts).toHaveLength(1);
    expect(await env.services.storage.exists(recorded.control.puts[0]!)).toBe(false);
  });
});

describe('GET /api/files/:uploadId', () => {
  async function uploaded(fileName: string, content: Buffer) {
    const { project } = await newProject();
    const body = (await upload(project.id, [{ fileName, content }])).json();
    return body.uploaded[0] as { id: string };
  }

  it('sends the file as an attachment with its Dutch name and nosniff', async () => {
    const file = await uploaded('Één logo.png', PNG);
    const response = await download(file.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="__n logo.png"; filename*=UTF-8''%C3%89%C3%A9n%20logo.png`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(PNG.length));
  });

  it('serves text as UTF-8 text', async () => {
    const file = await uploaded('teksten.txt', TXT);
    const response = await download(file.id);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(TXT.toString('utf8'));
  });

  it('lets the assigned developer and an admin download, and hides the file from everyone else', async () => {
    const file = await uploaded('logo.png', PNG);
    expect((await download(file.id, tokens.developer)).statusCode).toBe(200);
    expect((await download(file.id, tokens.admin)).statusCode).toBe(200);
    for (const token of [tokens.otherClient, tokens.otherDeveloper]) {
      const refused = await download(file.id, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { message: uploadText.uploads.notFound } });
    }
    expect((await download(file.id, null)).statusCode).toBe(401);
    expect((await download('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await download('../../etc/passwd')).statusCode).toBe(404);
  });
});
