import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createLogger, loggableUrl } from './logger';
import { createTestEnv, type TestEnv } from '@/server/testing/harness';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('the request log', () => {
  it('keeps reset tokens, procedure input and cookies out', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
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
  });
});
