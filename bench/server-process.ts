import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '@/server/testing/server-process';
import { serverNode, startHeapFlags, type ServerNode } from './server-node';

// The server (bench/server.ts) as a compiled child process, so the load generator gets its own event loop and CPU
// and the server's RSS, read from /proc, is its own.

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** The Node that runs it (bench/server-node.ts). */
  node: ServerNode;
  /** From spawning the process to its first 200 on /healthz. */
  startupMs: number;
  /** Resident set now and at its peak, in MiB (Linux /proc). */
  memory(): { rssMiB: number; peakMiB: number };
  /** Of the resident set, the pages of the Node binary itself (its code and read-only data), in MiB (Linux /proc). */
  binaryMiB(): number;
  /** Processor time the server has used so far (user and system, all its threads), in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}


function statusKiB(pid: number, field: string): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

function residentMiBOf(pid: number, file: string): number {
  const suffix = ` ${fs.realpathSync(file)}`;
  let inFile = false;
  let kib = 0;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) inFile = line.endsWith(suffix);
    else if (inFile && line.startsWith('Rss:')) kib += Number(line.replace(/\D+/g, ''));
  }
  return kib / 1024;
}

export async function startServer(databaseEnv: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The compiled server as production runs it (the image's Node line, plain node, source maps on, the heap
  // flags of `npm start` and the image), plus the bare routes.
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--bench'], { stdio: 'inherit' });
  const node = serverNode();
  const spawned = performance.now();
  // BENCH_NODE_FLAGS adds flags for a look inside, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(node.path, ['--enable-source-maps', ...startHeapFlags(), ...flags, 'dist/bench/server.js'], {
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      // The scale data's accounts sign in with a password alone and have no verified address.
      EMAIL_VERIFICATION: 'off',
      STAFF_2FA: 'optional',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (performance.now() - spawned > 60_000) throw new Error('server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = Math.round(performance.now() - spawned);
  return {
    origin,
    child,
    node,
    startupMs,
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses: clock ticks (100 per second).
      const fields = fs.readFileSync(`/proc/${child.pid!}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    memory: () => ({ rssMiB: statusKiB(child.pid!, 'VmRSS') / 1024, peakMiB: statusKiB(child.pid!, 'VmHWM') / 1024 }),
    binaryMiB: () => residentMiBOf(child.pid!, node.path),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
