import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/db/create-db';
import { createProcessDatabase, type ProcessDatabase } from '@/db/testing/process-database';
import { createSession } from '@/server/auth/sessions';
import { createTestEnv, createTestProject, createTestUser } from '@/server/testing/harness';
import { freePort, httpStatus, startServerProcess, stopServerProcess, waitFor, type ServerProcess } from '@/server/testing/server-process';
import { builtEntry } from '@/server/testing/built-server';

// Ten 20 MB files sent at once to the real server process move its resident memory by a few MB; holding each file would take hundreds.
// Every file arrives, and no spool file stays behind.

const FILES = 10;
const FILE_BYTES = 20 * 1024 * 1024 - 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** What ten requests may add to the server's memory while streaming (measured: about 45 MB; holding each file whole: over 300 MB). */
const MAX_GROWTH_MB = 128;

let dataDir: string;
let database: ProcessDatabase;
let server: ServerProcess;
const senders: { cookie: string; projectId: string }[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-upload-memory-'));
  // Clients, projects and sessions, made before the server takes the database (embedded, in the data folder, unless TEST_DATABASE_URL).
  database = await createProcessDatabase(dataDir);
  const handle = await createDb(database.config);
  const setup = await createTestEnv({ dbHandle: handle, db: handle.db });
  // Three uploads at once per user: four clients send the ten files.
  for (let i = 0; i < 4; i++) {
    const client = await createTestUser(setup.services, { role: 'client' });
    const project = await createTestProject(setup.services, { clientId: client.id, packageType: 'website' });
    const { token } = await createSession(setup.services.db, client.id);
    senders.push({ cookie: `session=${token}`, projectId: project.id });
  }
  await setup.close();
  const port = await freePort();
  server = startServerProcess({ port, databaseUrl: database.databaseUrl, dataDir, env: { LOG_LEVEL: 'warn', UPLOAD_MIN_FREE_MB: '0' }, command: builtEntry('main') });
  await waitFor(async () => (await httpStatus(`${server.base}/healthz`)) === 200, 90_000);
}, 150_000);

afterAll(async () => {
  await stopServerProcess(server);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function residentMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** One multipart request with one text file of FILE_BYTES, generated as it is sent (the test holds none of it). */
function sendFile(sender: { cookie: string; projectId: string }, name: string, bytes = FILE_BYTES): Promise<{ status: number; body: string }> {
  const boundary = `----klantportaal${name}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    for (let sent = 0; sent < bytes; sent += CHUNK.length) yield CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent));
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const url = new URL(`/api/projects/${sender.projectId}/uploads`, server.base);
    const request = http.request(url, {
      method: 'POST',
      headers: {
        origin: server.base,
        cookie: sender.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}

describe('ten uploads of 20 MB at once', () => {
  it(`are streamed: the server's resident memory grows by less than ${MAX_GROWTH_MB} MB, and every file is stored`, async () => {
    const pid = server.process.pid!;
    // One small upload first: the code an upload runs is loaded before the measuring starts.
    expect((await sendFile(senders[0]!, 'opwarmen.txt', 1024 * 1024)).status).toBe(200);
    const baseline = residentMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 25);
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: FILES }, (_, i) => sendFile(senders[i % senders.length]!, `tekst-${i}.txt`)));
    } finally {
      clearInterval(sampler);
    }
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ uploaded: [{ fileSize: FILE_BYTES }], skipped: [] });
    }
    const growth = peak - baseline;
    console.log(`uploads-memory: resident ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most while streaming (+${growth.toFixed(0)} MB)`);
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
    const stored = fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).filter((entry) => String(entry).endsWith('.txt'));
    expect(stored).toHaveLength(FILES + 1);
    expect(fs.readdirSync(path.join(dataDir, 'upload-spool'))).toEqual([]);
  }, 180_000);
});
