import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createLogger, loggableUrl } from './logger';
import { createTestEnv, type TestEnv } from '@/server/testing/harness';
import { emailLink } from '@/server/features/mails/account-mails';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

/** A log that keeps its lines for the test to read. */
function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, sink };
}

/**
 * Every page of the browser app, walked from its route files as the router builds its paths:
 * `_layout` folders add nothing, `index` is the folder itself, `$param` is an id.
 */
function browserPages(dir = path.resolve(import.meta.dirname, '../../client/routes'), prefix = ''): string[] {
  const pages: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('-')) continue;
    const name = entry.name.replace(/\.tsx$/, '');
    const segment = name.startsWith('_') || name === 'index' ? '' : `/${name.startsWith('$') ? crypto.randomUUID() : name}`;
    if (entry.isDirectory()) pages.push(...browserPages(path.join(dir, entry.name), prefix + segment));
    else if (entry.name.endsWith('.tsx') && !(name.startsWith('_') && fs.existsSync(path.join(dir, name)))) pages.push(prefix + segment || '/');
  }
  return [...new Set(pages)];
}

describe('the request log', () => {
  it('keeps reset tokens, procedure input and cookies out', async () => {
    const { lines, sink } = logSink();
    const app = await buildApp({ services: env.services, logger: createLogger('info', sink) });
    try {
      await app.inject({ method: 'GET', url: '/auth?type=recovery&token=geheimresettoken' });
      await app.inject({
        method: 'GET',
        url: `/trpc/auth.me?input=${encodeURIComponent('{"email":"prive@voorbeeld.nl"}')}`,
        headers: { cookie: 'session=geheimesessie; device=geheimapparaat', authorization: 'Bearer geheimebearer' },
      });
      await app.inject({ method: 'GET', url: '/healthz?probe=1' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/auth"');
    expect(log).toContain('"url":"/trpc/auth.me"');
    // Other paths keep their query string.
    expect(log).toContain('"url":"/healthz?probe=1"');
    for (const secret of ['geheimresettoken', 'prive@voorbeeld.nl', 'geheimesessie', 'geheimapparaat', 'geheimebearer']) {
      expect(log).not.toContain(secret);
    }
  });

  it('drops the query string on /auth and /trpc also in absolute form or with a fragment', () => {
    expect(loggableUrl('http://portaal.nl/auth?type=recovery&token=x')).toBe('/auth');
    expect(loggableUrl('/trpc/auth.resetPassword?batch=1#x')).toBe('/trpc/auth.resetPassword');
    expect(loggableUrl('/authentiek?x=1')).toBe('/authentiek?x=1');
    expect(loggableUrl('/verify-email?token=x')).toBe('/verify-email');
    // Any path with a token in its query string, whatever the parameter's case or prefix.
    expect(loggableUrl('/elders?resetToken=x&y=1')).toBe('/elders');
  });

  it('keeps a token out on every page of the browser app and in every link mailed with one', async () => {
    const pages = browserPages();
    expect(pages).toEqual(expect.arrayContaining(['/', '/auth', '/verify-email', '/two-step', '/account', '/admin/users']));
    const { lines, sink } = logSink();
    const app = await buildApp({ services: env.services, logger: createLogger('info', sink) });
    const mailed = [emailLink('http://localhost:3000', 'geheim-link-token'), 'http://localhost:3000/auth?type=recovery&token=geheim-reset-token'];
    try {
      for (const page of pages) await app.inject({ method: 'GET', url: `${page}?token=geheim-${page}&tab=2` });
      for (const link of mailed) await app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    for (const page of pages) expect(log).toContain(`"url":"${page}"`);
    expect(log).not.toContain('geheim');
  });

  it('never writes a query string in an error', async () => {
    const { lines, sink } = logSink();
    const app = await buildApp({ services: env.services, logger: createLogger('info', sink) });
    app.get('/kapot', (request) => {
      throw new Error(`kon ${request.url} niet tonen`);
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/kapot?zoek=geheime-zoekterm' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.join('')).toContain('kon /kapot niet tonen');
    expect(errors.join('')).not.toContain('geheime-zoekterm');
  });
});
