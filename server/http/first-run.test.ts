import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxText } from '@/src/text/nl/dev-mailbox';
import { nl } from '@/src/text/nl';
import { createTestDb } from '@/db/testing/test-db';
import { buildApp } from '@/server/app/app';
import { loadConfig } from '@/server/app/config';
import { closeServices, createServices } from '@/server/app/create-services';
import { createLogger } from '@/server/app/logger';
import type { Services } from '@/server/services';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';
import { createTestUser, TEST_PASSWORD, testLog } from '@/server/testing/harness';
import { trpcInput, trpcResponse } from '@/server/testing/trpc-http';
import { authMailsText } from '@/src/text/nl/auth-mails';

// `npm start` with no settings, as the README promises: localhost and 127.0.0.1 both sign in, and mail without SMTP is read at /dev/mail.
// Production has neither: one origin (APP_URL's) and no mailbox route at all.

type App = Awaited<ReturnType<typeof buildApp>>;
const dataDirs: string[] = [];
const opened: { app: App; services: Services }[] = [];

/** The real services and app from the environment as `npm start` reads it (on a fresh test database). */
async function serverFor(env: NodeJS.ProcessEnv, logLines?: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-first-run-'));
  dataDirs.push(dataDir);
  const log = logLines
    ? createLogger('warn', new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }))
    : testLog;
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const services = await createServices(config, log, await createTestDb());
  const app = await buildApp({ services, logger: log });
  opened.push({ app, services });
  return { app, services };
}

function login(app: App, email: string, origin: string) {
  const host = new URL(origin).host;
  return app.inject({ method: 'POST', url: '/trpc/auth.login', headers: { 'content-type': 'application/json', origin, host }, payload: trpcInput({ email, password: TEST_PASSWORD }) });
}

afterAll(async () => {
  for (const { app, services } of opened) {
    await app.close();
    await closeServices(services);
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a first run without settings', () => {
  let app: App;
  let services: Services;
  const logLines: string[] = [];
  beforeAll(async () => {
    ({ app, services } = await serverFor({}, logLines));
  });

  it('signs in on http://localhost:3000 and on http://127.0.0.1:3000 alike', async () => {
    const user = await createTestUser(services, { role: 'client' });
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const response = await login(app, user.email, origin);
      expect(response.statusCode, origin).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === 'session')).toBeDefined();
    }
  });

  it('refuses another origin, and logs the one variable that would make it the site', async () => {
    const user = await createTestUser(services, { role: 'client' });
    const refused = await login(app, user.email, 'http://192.168.1.20:3000');
    expect(refused.statusCode).toBe(403);
    expect(trpcResponse(refused).error?.message).toBe(nl.auth.crossOrigin);
    // The other port on a loopback name is another site.
    expect((await login(app, user.email, 'http://127.0.0.1:5173')).statusCode).toBe(403);
    const line = logLines.map((l) => JSON.parse(l) as { msg: string; origin?: string }).find((l) => l.origin === 'http://192.168.1.20:3000');
    expect(line?.msg).toContain('set APP_URL=http://192.168.1.20:3000');
  });

  it('keeps mail readable at /dev/mail, newest first, with the links whole and clickable', async () => {
    const first = await createTestUser(services, { role: 'client', email: `eerste-${Date.now()}@voorbeeld.nl` });
    const second = await createTestUser(services, { role: 'client', email: `tweede-${Date.now()}@voorbeeld.nl` });
    for (const { email } of [first, second]) {
      const asked = await app.inject({ method: 'POST', url: '/trpc/auth.requestPasswordReset', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' }, payload: trpcInput({ email }) });
      expect(asked.statusCode).toBe(200);
      await services.tasks.settled();
    }
    const list = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(devMailboxText.title);
    expect(list.body.indexOf(second.email)).toBeLessThan(list.body.indexOf(first.email));
    // The page runs under the app's Content-Security-Policy and needs no script at all.
    expect(list.headers['content-security-policy']).toContain("script-src 'self'");
    expect(list.body).not.toContain('<script');

    const mailId = /href="\/dev\/mail\/([0-9a-f-]{36})"/.exec(list.body)![1]!;
    const mail = await app.inject({ method: 'GET', url: `/dev/mail/${mailId}` });
    expect(mail.body).toContain(authMailsText.resetSubject);
    // The link is whole here (the outbox keeps it without its token) and opens on the name the mailbox is read on.
    const link = /<a href="(\/auth\?type=recovery&amp;token=[a-z0-9]{32})">http:\/\/localhost:3000\/auth/.exec(mail.body);
    expect(link, mail.body).toBeTruthy();
    const stored = await services.db.selectFrom('mailOutbox').select('bodyText').where('id', '=', mailId).executeTakeFirstOrThrow();
    expect(stored.bodyText).not.toMatch(/token=[a-z0-9]{32}/);

    expect((await app.inject({ method: 'GET', url: '/dev/mail/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail/niet-een-id' })).statusCode).toBe(404);
  });

  it('shows the mailbox to this computer only', async () => {
    const fromAfar = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '192.168.1.20' });
    expect(fromAfar.statusCode).toBe(403);
    expect(fromAfar.body).toContain(devMailboxText.loopbackOnly);
    expect((await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('tells the browser where the mailbox is, for the toasts that say to check the mail', async () => {
    const answer = await app.inject({ method: 'GET', url: '/trpc/site.devMailbox' });
    expect(trpcResponse(answer).data).toEqual({ path: '/dev/mail' });
  });
});

describe('production', () => {
  const production = {
    NODE_ENV: 'production',
    APP_URL: 'http://localhost:3000',
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: '1',
    ...PRODUCTION_AGENCY_ENV,
  };

  it('has no /dev/mail, even without SMTP, and says so to the browser', async () => {
    const { app, services } = await serverFor(production);
    expect(services.devMailbox).toBeUndefined();
    for (const url of ['/dev/mail', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(devMailboxText.title);
    }
    expect(trpcResponse(await app.inject({ method: 'GET', url: '/trpc/site.devMailbox' })).data).toEqual({ path: null });
  });

  it('accepts APP_URL\'s origin only, even when that is a loopback name', async () => {
    const { app, services } = await serverFor(production);
    const user = await createTestUser(services, { role: 'client' });
    expect((await login(app, user.email, 'http://localhost:3000')).statusCode).toBe(200);
    expect((await login(app, user.email, 'http://127.0.0.1:3000')).statusCode).toBe(403);
  });
});
