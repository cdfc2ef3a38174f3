import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { createS3Storage } from '@/server/storage/s3';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { multipartBody, PDF, PNG, projectFor } from '@/server/testing/upload-fixtures';

// The upload → download → delete round trip against a real S3-compatible server.

let directory: string;
let server: S3rver;
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'kp-s3rver-uploads-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'uploads' }] });
  const { port } = (await server.run()) as AddressInfo;
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'uploads',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  env = await createTestEnv({ storage });
  app = await buildApp({ services: env.services });
});
afterAll(async () => {
  await app?.close();
  await env?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('uploads on S3', () => {
  it('stores, serves and deletes files in the bucket', async () => {
    const client = await createTestUser(env.services);
    const { project } = await projectFor(env.services, client);
    const { token } = await createSession(env.services.db, client.id);
    const body = multipartBody([
      { fileName: 'logo.png', content: PNG },
      { fileName: 'offerte.pdf', content: PDF },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/uploads`,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': body.contentType },
      cookies: { session: token },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { uploaded, skipped } = response.json();
    expect(skipped).toEqual([]);
    const rows = await env.services.db.selectFrom('projectContentUploads').selectAll().where('projectId', '=', project.id).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(await env.services.storage.exists(row.filePath)).toBe(true);

    const download = await app.inject({ method: 'GET', url: uploaded[1].downloadUrl, cookies: { session: token } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const caller = await callerFor(env.services, client);
    await caller.project.uploads.delete({ projectId: project.id, uploadId: uploaded[0].id });
    const deletedKey = rows.find((row) => row.id === uploaded[0].id)!.filePath;
    expect(await env.services.storage.exists(deletedKey)).toBe(false);
  });
});
