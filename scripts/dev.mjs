// `npm run dev`: the API server (restarts on change) on API_PORT, and Vite with hot reload on PORT, which forwards /trpc, /api, /healthz and
// /review.js to the API (see vite.config.ts). The review snippet is built once at start.
import { execFileSync, spawn } from 'node:child_process';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

execFileSync(process.execPath, [path.join(root, 'scripts', 'build-snippet.mjs')], { cwd: root, stdio: 'inherit' });

const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/app/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Links in mails (password reset) must point at the page the browser uses.
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
