import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { precompressDir } from '@/scripts/precompress';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { IMMUTABLE } from './client-app';
import { SUBMIT_GUARD_SCRIPT } from './headers';

// The built app as a browser gets it: precompressed hashed assets cached for a year, index.html
// revalidated, HEAD like GET, JSON compressed, and the security headers on every answer.

const ASSET = '/assets/index-Ab12Cd34.js';
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;
let script: Buffer;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html lang="nl"><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const regel${i} = 'Klantportaal ${i}';`).join('\n'));
  fs.writeFileSync(path.join(clientDir, ASSET), script);
  await precompressDir(clientDir);
  env = await createTestEnv();
  app = await buildApp({ services: env.services, clientDir });
});
afterAll(async () => {
  await app.close();
  await env.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('static files', () => {
  it('sends the brotli or gzip copy the browser accepts, cached for a year', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(script)).toBe(true);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers every page with index.html to revalidate, for HEAD as for GET', async () => {
    for (const url of ['/', '/auth', '/admin/users?pagina=2']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: ASSET })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const missing = await get('/assets/bestaat-niet-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });
});

describe('API answers', () => {
  it('compresses JSON over 1 KB and leaves small answers alone', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const { token } = await createSession(env.services.db, admin.id);
    const batch = `/trpc/${Array.from({ length: 10 }, () => 'admin.stats.get').join(',')}?batch=1&input={}`;
    const large = await app.inject({ method: 'GET', url: batch, cookies: { session: token }, headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString()) as unknown[];
    expect(body).toHaveLength(10);
    expect(JSON.stringify(body).length).toBeGreaterThan(1024);

    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sets a CSP with no inline script but the submit guard by its hash, no framing, no referrer and nosniff on pages, assets and the API', async () => {
    const guard = `'sha256-${createHash('sha256').update(SUBMIT_GUARD_SCRIPT).digest('base64')}'`;
    for (const url of ['/auth', ASSET, '/trpc/auth.me', '/healthz']) {
      const response = await get(url);
      const csp = response.headers['content-security-policy'] as string;
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain(`script-src 'self' ${guard};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when the site is https', async () => {
    const https = await buildApp({ services: { ...env.services, config: { ...env.services.config, https: true } }, clientDir });
    try {
      const response = await https.inject({ method: 'GET', url: '/auth' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});
