// A production install as the README describes it (built, `npm ci --omit=dev` in a fresh folder): `npm start` serves /healthz and the app,
// and without its build says so in one line instead of building. CI runs it: node --import tsx scripts/check-production-install.ts
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nl } from '@/src/text/nl';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';
import { freePort } from '@/server/testing/server-process';

const root = path.resolve(import.meta.dirname, '..');
const NOT_COPIED = new Set(['node_modules', 'dist', 'data', '.git', 'test-results']);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;


function check(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

/** `npm start` in its own process group, so stopping it stops the node that npm starts as well. */
function npmStart(cwd: string, env: NodeJS.ProcessEnv): { server: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const server = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  return { server, output: () => output, exited };
}

async function stop(run: ReturnType<typeof npmStart>) {
  if (run.server.exitCode === null) process.kill(-run.server.pid!, 'SIGTERM');
  await run.exited;
}

async function waitForHealth(url: string, run: ReturnType<typeof npmStart>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    check(run.server.exitCode === null, `npm start stopped (code ${run.server.exitCode}):\n${run.output()}`);
    const response = await fetch(`${url}/healthz`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No /healthz 200 within 60 s:\n${run.output()}`);
}

const productionEnv = { ...process.env, NODE_ENV: 'production' };
// The build as production has it; nothing to do when `npm run build` ran since the last change.
execFileSync(process.execPath, ['scripts/build-stale.mjs'], { cwd: root, env: productionEnv, stdio: 'inherit' });
console.log(`build up to date (${seconds()})`);

const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-production-'));
try {
  for (const name of fs.readdirSync(root).filter((name) => !NOT_COPIED.has(name))) {
    fs.cpSync(path.join(root, name), path.join(checkout, name), { recursive: true });
  }
  // Not a test run's own server build (dist/test-server-*): CI runs the PostgreSQL suite meanwhile.
  const ownBuild = (source: string) => !path.basename(source).startsWith('test-server-');
  fs.cpSync(path.join(root, 'dist'), path.join(checkout, 'dist'), { recursive: true, filter: ownBuild });
  console.log(`checkout with its build copied to ${checkout} (${seconds()})`);

  // From the local cache when it holds the packages (CI's `npm ci` just filled it).
  const install = ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'];
  execFileSync('npm', install, { cwd: checkout, stdio: 'inherit' });
  for (const tool of ['vite', 'esbuild', 'tsx', 'vitest']) {
    check(!fs.existsSync(path.join(checkout, 'node_modules', tool)), `a production install should not hold ${tool}`);
  }
  console.log(`npm ${install.join(' ')} (${seconds()})`);

  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: path.join(checkout, 'data'),
    // The least production accepts: a payment provider and the agency printed on its invoices.
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: '1',
    ...PRODUCTION_AGENCY_ENV,
  };
  const serving = npmStart(checkout, env);
  try {
    await waitForHealth(appUrl, serving);
    const page = await fetch(`${appUrl}/`);
    check(page.status === 200 && (await page.text()).includes('<div id="root">'), `/ answered ${page.status} without the app`);
    // Drawn by the app's server entry (dist/ssr), which must load with the production packages alone.
    const signIn = await (await fetch(`${appUrl}/auth`)).text();
    check(signIn.includes(`>${nl.authScreen.loginTitle}</h1>`), `/auth went out without its sign-in form drawn:\n${serving.output()}`);
  } finally {
    await stop(serving);
  }
  console.log(`npm start (NODE_ENV=production) served /healthz 200 and the app, drawn on the server (${seconds()})`);

  fs.rmSync(path.join(checkout, 'dist', 'client'), { recursive: true });
  const unbuilt = npmStart(checkout, env);
  const code = await Promise.race([unbuilt.exited, new Promise((resolve) => setTimeout(resolve, 30_000, 'timeout'))]);
  if (code === 'timeout') await stop(unbuilt);
  const said = unbuilt.output();
  check(code === 1 && /de build ontbreekt \(dist\/client\/index\.html\)/.test(said), `without dist/client, npm start should stop with one line (code ${String(code)}):\n${said}`);
  check(!fs.existsSync(path.join(checkout, 'dist', 'client')), 'npm start built in production');
  console.log(`without its build, npm start (NODE_ENV=production) stops and says so (${seconds()})`);
} finally {
  // Removing a node_modules takes a minute on a slow disk: it goes on after this script is done.
  spawn('rm', ['-rf', checkout], { detached: true, stdio: 'ignore' }).unref();
}
console.log(`production install works (${seconds()})`);
