import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { createS3Storage } from '@/server/storage/s3';
import { startFaultProxy, type FaultProxy } from '@/server/testing/fault-proxy';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { multipartBody, PNG, projectFor, type FilePart } from '@/server/testing/upload-fixtures';

// S3 goes away, hangs, or drops an upload midway: the upload answers "Upload mislukt"
// and leaves neither a row nor an object, a download answers 503, and both work once S3 is back.

const BUCKET = 'uploads';
let directory: string;
let server: S3rver;
let s3: FaultProxy;
let bucket: S3Client;
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;
let projectId: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'kp-s3rver-outage-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = (await server.run()) as AddressInfo;
  s3 = await startFaultProxy({ host: '127.0.0.1', port });
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${s3.port}`,
    region: 'us-east-1',
    bucket: BUCKET,
    ...credentials,
    forcePathStyle: true,
    // Production waits seconds (S3_PATIENCE); the same behaviour, sooner.
    patience: { connectMs: 300, idleMs: 300, maxAttempts: 2 },
  });
  // Looks into the bucket directly, past the proxy.
  bucket = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials });
  env = await createTestEnv({ storage });
  app = await buildApp({ services: env.services });
  const client = await createTestUser(env.services);
  ({ token } = await createSession(env.services.db, client.id));
  projectId = (await projectFor(env.services, client)).project.id;
});
afterEach(() => s3.restore());
afterAll(async () => {
  await app?.close();
  await env?.close();
  bucket?.destroy();
  await s3?.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

function upload(files: FilePart[]) {
  const body = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/uploads`,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': body.contentType },
    cookies: { session: token },
    payload: body.payload,
  });
}

const download = (url: string) => app.inject({ method: 'GET', url, cookies: { session: token } });

async function rows() {
  return env.services.db.selectFrom('projectContentUploads').select(['fileName', 'filePath']).where('projectId', '=', projectId).execute();
}

async function objects(): Promise<string[]> {
  const listing = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${projectId}/` }));
  return (listing.Contents ?? []).map((object) => object.Key!).sort();
}

/** Rows and objects match one to one: nothing stored without its row, no row without its file. */
async function expectConsistent(fileNames: string[]) {
  const stored = await rows();
  expect(stored.map((row) => row.fileName).sort()).toEqual([...fileNames].sort());
  // What a failed put may have left is removed right after the answer, without keeping the user waiting.
  await expect.poll(objects).toEqual(stored.map((row) => row.filePath).sort());
}

// Half a megabyte of valid UTF-8 text: large enough to be cut off in the middle of its PUT.
const LONG_TEXT = Buffer.from('Over ons: een bakkerij met één missie – vers brood.\n'.repeat(10_000));

describe('S3 unreachable', () => {
  it('an upload answers "Upload mislukt" within seconds, stores nothing, and works again once S3 is back', async () => {
    await s3.down();
    const started = Date.now();
    const failed = await upload([{ fileName: 'logo.png', content: PNG }]);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: { message: uploadText.uploads.failed } });
    expect(Date.now() - started).toBeLessThan(3_000);
    await s3.restore();
    await expectConsistent([]);

    const again = await upload([{ fileName: 'logo.png', content: PNG }]);
    expect(again.statusCode).toBe(200);
    await expectConsistent(['logo.png']);
  });

  it('an upload whose answer is lost (S3 stored it, the app never heard) leaves no object behind', async () => {
    const before = (await rows()).map((row) => row.fileName);
    s3.cutAfter(0, 'answer');
    const failed = await upload([{ fileName: 'teksten.txt', content: LONG_TEXT }]);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toBe(uploadText.uploads.failed);
    await s3.restore();
    await expectConsistent(before);

    const again = await upload([{ fileName: 'teksten.txt', content: LONG_TEXT }]);
    expect(again.statusCode).toBe(200);
    const stored = (await rows()).find((row) => row.fileName === 'teksten.txt')!;
    const { body } = await env.services.storage.get(stored.filePath);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(LONG_TEXT)).toBe(true);
    await expectConsistent([...before, 'teksten.txt']);
  });

  it('an S3 that accepts connections but never answers fails the upload just as quickly', async () => {
    const before = (await rows()).map((row) => row.fileName);
    await s3.stall();
    const started = Date.now();
    const failed = await upload([{ fileName: 'foto.png', content: PNG }]);
    expect(failed.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    await s3.restore();
    await expectConsistent(before);
  });

  it('a download answers 503 in Dutch while S3 is away, and the file once it is back', async () => {
    const stored = await upload([{ fileName: 'offerte.png', content: PNG }]);
    const { downloadUrl } = stored.json().uploaded[0];
    await s3.down();
    const failed = await download(downloadUrl);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: { message: nl.generic.serviceUnavailable } });

    await s3.restore();
    const served = await download(downloadUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  // S3 never stores a cut-off PUT, but s3rver keeps the partial body (sometimes after the route's cleanup), so only the answer and
  // the missing row are checked. Last, as it may leave such an object.
  it('an upload cut off halfway answers "Upload mislukt" and leaves no row', async () => {
    const before = (await rows()).map((row) => row.fileName);
    s3.cutAfter(64 * 1024);
    const failed = await upload([{ fileName: 'halfweg.txt', content: LONG_TEXT }]);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toBe(uploadText.uploads.failed);
    expect((await rows()).map((row) => row.fileName)).toEqual(before);
  });
});
