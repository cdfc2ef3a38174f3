import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Cookie } from 'playwright-core';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';
import { trpcInput } from '@/server/testing/trpc-http';
import { DEMO_PASSWORD } from '@/server/cli/seed-data';
import { launchBrowser } from '@/e2e/chromium';
import { nl } from '@/src/text/nl';
import { coldLoad, PHONE_PROFILE, type PhoneLoad, type ReadyWhen } from './phone-load';
import { freePort } from '@/server/testing/server-process';
import { startHeapFlags } from './server-node';

// Serves the production build as `npm start` does, so run `npm run build` first in each checkout. BENCH_PHONE_BEFORE names another
// checkout: pages load from both in turn, so a busy machine weighs on both alike.

export const PHONE_CASE = 'phone';

const CLIENT_EMAIL = 'info@bakkerijvisser.nl';

interface PhonePage {
  name: string;
  path: string;
  signedIn: boolean;
  targetMs: number;
  ready: ReadyWhen;
}

const PAGES: PhonePage[] = [
  { name: 'sign-in page', path: '/auth', signedIn: false, targetMs: 1_800, ready: (page) => page.getByRole('button', { name: nl.authScreen.loginSubmit }) },
  { name: "client's dashboard", path: '/', signedIn: true, targetMs: 1_800, ready: (page) => page.getByRole('heading', { name: nl.dashboard.clientWelcome }) },
  { name: "client's progress", path: '/progress', signedIn: true, targetMs: 2_000, ready: (page) => page.getByRole('heading', { name: nl.pages.progress }) },
];

export interface PhoneResult {
  /** Which checkout: `before` (BENCH_PHONE_BEFORE) or `after` (this one). */
  build: string;
  page: PhonePage;
  loads: PhoneLoad[];
  median: PhoneLoad;
}


/** The production server of `root` on a fresh, seeded embedded database; stop() ends it and removes the data. */
async function startProductionServer(root: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-phone-'));
  const origin = `http://127.0.0.1:${await freePort()}`;
  const env = {
    ...process.env,
    ...PRODUCTION_AGENCY_ENV,
    NODE_ENV: 'production',
    PORT: new URL(origin).port,
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: '1',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    STAFF_2FA: 'optional',
    EMAIL_VERIFICATION: 'off',
  };
  execFileSync(process.execPath, ['scripts/start.mjs', 'cli/seed', '--force'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(process.execPath, [...startHeapFlags(), 'scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${origin}/healthz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the production server did not come up');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

/** The demo client's session cookie, signed in through the API as the sign-in form does. */
async function clientSession(origin: string): Promise<Cookie[]> {
  const response = await fetch(`${origin}/trpc/auth.login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(trpcInput({ email: CLIENT_EMAIL, password: DEMO_PASSWORD })),
  });
  const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: HTTP ${response.status}`);
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  return [{ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }];
}

function median(loads: PhoneLoad[]): PhoneLoad {
  const sorted = [...loads].sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runPhoneBench(): Promise<PhoneResult[]> {
  const runs = Number(process.env.BENCH_PHONE_RUNS ?? 3);
  const checkouts = [
    ...(process.env.BENCH_PHONE_BEFORE ? [{ build: 'before', root: process.env.BENCH_PHONE_BEFORE }] : []),
    { build: process.env.BENCH_PHONE_BEFORE ? 'after' : 'this build', root: process.cwd() },
  ];
  const servers: { build: string; origin: string; stop: () => Promise<void> }[] = [];
  const browser = await launchBrowser();
  try {
    for (const { build, root } of checkouts) servers.push({ build, ...(await startProductionServer(path.resolve(root))) });
    const sessions = await Promise.all(servers.map((server) => clientSession(server.origin)));
    const results: PhoneResult[] = [];
    for (const page of PAGES) {
      const loads = servers.map((): PhoneLoad[] => []);
      for (let run = 0; run < runs; run++) {
        for (const [i, server] of servers.entries()) {
          const load = await coldLoad(browser, server.origin, page.path, page.ready, page.signedIn ? sessions[i] : []);
          if (load.finalPath !== page.path) throw new Error(`${page.path} ended on ${load.finalPath} (${server.build})`);
          loads[i]!.push(load);
        }
      }
      servers.forEach((server, i) => results.push({ build: server.build, page, loads: loads[i]!, median: median(loads[i]!) }));
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The medians with their targets, then each median load's waterfall. */
export function phoneReport(results: PhoneResult[]): string {
  const { viewport, downloadKbitPerSecond, uploadKbitPerSecond, latencyMs, cpuSlowdown } = PHONE_PROFILE;
  const lines = [
    `Phone profile: ${viewport.width}×${viewport.height}, ${downloadKbitPerSecond / 1000} Mbit/s down, ${uploadKbitPerSecond} kbit/s up, ` +
      `${latencyMs} ms latency, CPU ${cpuSlowdown}× slower; median of ${results[0]?.loads.length ?? 0} cold loads; ${os.loadavg()[0]!.toFixed(1)} load average (1 min) at the end.`,
    '',
    '| page | build | LCP median ms | runs ms | requests | bytes | target |',
    '| --- | --- | ---: | --- | ---: | ---: | --- |',
    ...results.map(({ build, page, loads, median: m }) => {
      const bytes = m.requests.reduce((sum, r) => sum + r.bytes, 0);
      const verdict = m.lcpMs <= page.targetMs ? 'met' : 'missed';
      return `| ${page.name} ${page.path} | ${build} | ${m.lcpMs} | ${loads.map((l) => l.lcpMs).join(', ')} | ${m.requests.length} | ${kb(bytes)} | ≤ ${page.targetMs} ms ${verdict} |`;
    }),
  ];
  for (const { build, page, median: m } of results) {
    lines.push('', `Waterfall of the median load of ${page.path}, ${build} (LCP ${m.lcpMs} ms), ms from the document's request:`);
    lines.push(`LCP candidates (ms from navigation start): ${m.lcpCandidates.join(' → ')}`);
    for (const request of m.requests) {
      const { pathname, search } = new URL(request.url);
      const end = request.end === null ? 'open' : String(request.end);
      lines.push(`  ${String(request.start).padStart(5)} → ${end.padStart(5)}  ${kb(request.bytes).padStart(9)}  ${(pathname + search).slice(0, 110)}`);
    }
  }
  return lines.join('\n');
}
