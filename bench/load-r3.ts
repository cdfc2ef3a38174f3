// `npm run bench:r3`: 200 virtual users, 60 s of mixed reads and writes against this machine only; then every acknowledged write is
// read back. Needs R3_DATABASE_URL (or BENCH_DATABASE_URL): a fresh database is created beside the one named and dropped after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { createDb } from '@/db/create-db';
import { createPgTestDatabase } from '@/db/testing/test-db';
import { createSession } from '@/server/auth/sessions';
import { intakeInput } from '@/server/testing/client-fixtures';
import { createTestEnv, createTestProject, createTestUser } from '@/server/testing/harness';
import { freePort, httpStatus, startServerProcess, stopServerProcess, waitFor } from '@/server/testing/server-process';

const USERS = Number(process.env.R3_USERS ?? 200);
const SECONDS = Number(process.env.R3_SECONDS ?? 60);
const UPLOAD_BYTES = 1024 * 1024;

type Operation = 'dashboard' | 'messages.send' | 'intake.save' | 'upload';
const MIX: Operation[] = ['dashboard', 'dashboard', 'dashboard', 'messages.send', 'messages.send', 'intake.save', 'upload'];

interface VirtualUser {
  projectId: string;
  cookie: string;
  messages: string[];
  lastIntake?: string;
  uploads: string[];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const serverUrl = process.env.R3_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('Set R3_DATABASE_URL to a PostgreSQL server (postgres://user:pass@host:5432/postgres)');
  const database = await createPgTestDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-r3-'));

  // Users, projects and sessions, made before the server starts.
  const dbHandle = await createDb({ databaseUrl: database.url, poolSize: 4 });
  const setup = await createTestEnv({ dbHandle, db: dbHandle.db });
  const users: VirtualUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const client = await createTestUser(setup.services, { role: 'client' });
    const project = await createTestProject(setup.services, { clientId: client.id, packageType: 'website' });
    const { token } = await createSession(setup.services.db, client.id);
    users.push({ projectId: project.id, cookie: `session=${token}`, messages: [], uploads: [] });
  }

  const port = await freePort();
  const server = startServerProcess({ port, databaseUrl: database.url, dataDir, env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000' } });
  const base = server.base;
  await waitFor(async () => (await httpStatus(`${base}/healthz`)) === 200, 60_000);

  const latencies: Record<Operation, number[]> = { dashboard: [], 'messages.send': [], 'intake.save': [], upload: [] };
  const errors: string[] = [];
  const file = new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(UPLOAD_BYTES - 9, 0x20)])], { type: 'application/pdf' });

  async function run(user: VirtualUser, operation: Operation, n: number): Promise<void> {
    const headers = { origin: base, cookie: user.cookie };
    const trpcPost = (procedure: string, input: unknown) =>
      fetch(`${base}/trpc/${procedure}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(superjson.serialize(input)),
      });
    const started = performance.now();
    let response: Response;
    let acknowledge = () => {};
    if (operation === 'dashboard') {
      response = await fetch(`${base}/trpc/client.dashboard.get`, { headers });
    } else if (operation === 'messages.send') {
      const message = `Bericht ${n} van ${user.projectId}`;
      response = await trpcPost('project.messages.send', { projectId: user.projectId, message });
      acknowledge = () => user.messages.push(message);
    } else if (operation === 'intake.save') {
      const services = `Versie ${n}`;
      response = await trpcPost('project.intake.save', { projectId: user.projectId, submit: false, ...intakeInput({ servicesDescription: services }) });
      acknowledge = () => (user.lastIntake = services);
    } else {
      const body = new FormData();
      body.append('files', file, `bestand-${n}.pdf`);
      response = await fetch(`${base}/api/projects/${user.projectId}/uploads`, { method: 'POST', headers, body });
    }
    const text = await response.text();
    latencies[operation].push(performance.now() - started);
    if (response.status !== 200) {
      errors.push(`${operation}: HTTP ${response.status} ${text.slice(0, 200)}`);
      return;
    }
    if (operation === 'upload') {
      const answer = JSON.parse(text) as { uploaded: { id: string }[]; skipped: unknown[] };
      if (answer.uploaded.length !== 1) errors.push(`upload skipped: ${JSON.stringify(answer.skipped)}`);
      user.uploads.push(...answer.uploaded.map((upload) => upload.id));
    }
    acknowledge();
  }

  const endAt = Date.now() + SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      for (let n = 0; Date.now() < endAt; n++) {
        const operation = MIX[(u + n) % MIX.length]!;
        await run(user, operation, n).catch((error: unknown) => errors.push(`${operation}: ${String(error)}`));
      }
    }),
  );
  const elapsedS = (performance.now() - startedAt) / 1000;
  await stopServerProcess(server);

  // Every acknowledged write, read back.
  const db = setup.services.db;
  let missing = 0;
  for (const user of users) {
    const messages = new Set(
      (await db.selectFrom('projectUpdates').select('message').where('projectId', '=', user.projectId).execute()).map((row) => row.message),
    );
    missing += user.messages.filter((message) => !messages.has(message)).length;
    if (user.lastIntake) {
      const intake = await db.selectFrom('intakeForms').select('servicesDescription').where('projectId', '=', user.projectId).executeTakeFirst();
      if (intake?.servicesDescription !== user.lastIntake) missing++;
    }
    if (user.uploads.length > 0) {
      const rows = await db.selectFrom('projectContentUploads').select(['id', 'filePath']).where('id', 'in', user.uploads).execute();
      missing += user.uploads.length - rows.length;
      for (const row of rows) if (!fs.existsSync(path.join(dataDir, 'uploads', row.filePath))) missing++;
    }
  }
  await setup.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const all = Object.values(latencies).flat().sort((a, b) => a - b);
  const rows = (Object.entries(latencies) as [Operation, number[]][]).map(([operation, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `| ${operation} | ${times.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} |`;
  });
  const acknowledged = users.reduce((sum, user) => sum + user.messages.length + (user.lastIntake ? 1 : 0) + user.uploads.length, 0);
  const report = [
    `R3: ${USERS} virtual users for ${SECONDS} s on PostgreSQL, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| operation | requests | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    `| all | ${all.length} (${(all.length / elapsedS).toFixed(0)}/s) | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} |`,
    '',
    `errors: ${errors.length}; acknowledged writes: ${acknowledged}; missing afterwards: ${missing}`,
  ].join('\n');
  console.log(report);
  if (errors.length > 0) console.log(errors.slice(0, 20).join('\n'));
  process.exitCode = errors.length === 0 && missing === 0 ? 0 : 1;
}

await main();
