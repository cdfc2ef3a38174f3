import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/server/testing/server-process';

// A second server of the app's own build for a journey that needs other settings than the shared
// one: its own embedded database in a fresh folder, started as `npm start` is.

const root = path.resolve(import.meta.dirname, '..');

export type OwnServer = { port: number; stop: () => Promise<void> };

/** A command of scripts/start.mjs as a shell runs it (`input` typed on stdin); rejects on a non-zero exit. */
function run(args: string[], env: Record<string, string>, input = ''): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/start.mjs', ...args], { cwd: root, env, stdio: ['pipe', 'ignore', 'inherit'] });
    child.stdin.end(input);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} stopte met code ${code}`))));
  });
}

/**
 * Runs `before` (argument lists for scripts/start.mjs, e.g. `npm run user:create`) on a fresh data folder, then starts the server with
 * `env` over the bare essentials until it answers on 127.0.0.1, never blocking the event loop so other servers can start beside it.
 */
export async function startOwnServer(env: Record<string, string>, before: { args: string[]; input?: string }[] = []): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-e2e-own-'));
  const port = await freePort();
  // Only what a shell would have: none of the shared server's settings, nor vitest's NODE_ENV.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: String(port), SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn' };
  const fullEnv = { ...base, ...env };
  try {
    for (const command of before) await run(command.args, fullEnv, command.input);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: fullEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`De eigen server stopte met code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('De eigen server kwam niet op tijd op');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
