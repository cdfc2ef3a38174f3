import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A second server of the app's own build for a journey that needs other settings than the shared
// one: its own embedded database in a fresh folder, started as `npm start` is.

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type OwnServer = { port: number; stop: () => Promise<void> };

/**
 * Runs `before` (shell commands such as `npm run user:create`, as argument lists for
 * scripts/start.mjs) on a fresh data folder, then starts the server there with `env` on top of the
 * bare essentials, and waits until it answers on 127.0.0.1.
 */
export async function startOwnServer(env: Record<string, string>, before: { args: string[]; input?: string }[] = []): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-e2e-own-'));
  const port = await freePort();
  // Only what a shell would have: none of the shared server's settings, nor vitest's NODE_ENV.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: String(port), SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn' };
  const fullEnv = { ...base, ...env };
  for (const command of before) {
    execFileSync(process.execPath, ['scripts/start.mjs', ...command.args], { cwd: root, env: fullEnv, input: command.input, stdio: ['pipe', 'ignore', 'inherit'] });
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
