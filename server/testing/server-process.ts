// The real server (server/app/main.ts) as a child process, the way production runs it: for tests of
// start-up, restarts, shutdown and several instances on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { PRODUCTION_AGENCY_ENV } from './agency-env';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  process: ChildProcess;
  /** Every line written to stdout and stderr (pino JSON, one object per line). */
  output: string[];
  exited: Promise<number | null>;
  base: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Production mode on `port`: `server/app/main.ts` through tsx, or `command` (node's arguments: a test's compiled server,
 * built-server.ts); `env` adds to or overrides the defaults.
 */
export function startServerProcess(options: { port: number; databaseUrl: string; dataDir: string; env?: Record<string, string>; command?: string[] }): ServerProcess {
  const { port } = options;
  const child = spawn(process.execPath, options.command ?? ['--import', 'tsx', 'server/app/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      APP_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      ...PRODUCTION_AGENCY_ENV,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      S3_BUCKET: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output, exited, base: `http://127.0.0.1:${port}` };
}

/** Stops a server that is still running and waits for it. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  await server.exited;
}

export async function httpStatus(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

export async function waitFor(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${limitMs} ms`);
}

export const logLines = (output: string[]) =>
  output.flatMap((line) => {
    try {
      return [JSON.parse(line) as { level: number; msg: string }];
    } catch {
      return [{ level: 0, msg: line }];
    }
  });
