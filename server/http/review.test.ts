import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { reviewText } from '@/src/text/nl/review';
import { createTestEnv, createTestUser, TEST_CONFIG, type TestEnv } from '@/server/testing/harness';
import { trpcInput, trpcResponse } from '@/server/testing/trpc-http';
import { JPG, markStepReady, projectFor } from '@/server/testing/upload-fixtures';

// Review on the preview over HTTP: the snippet any preview site may load, a pin's screenshot behind
// the project's access rule, and the review screens, which frame exactly their project's preview.

const origin = 'http://localhost:3000';
const SNIPPET = '(()=>{/* het reviewscript */})();\n';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let production: Awaited<ReturnType<typeof buildApp>>;
let folder: string;
const tokens = {} as Record<'client' | 'otherClient' | 'developer' | 'otherDeveloper' | 'admin', string>;
let project: { id: string };
let localProject: { id: string };
let pinId: string;

beforeAll(async () => {
  env = await createTestEnv();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-review-'));
  fs.mkdirSync(path.join(folder, 'client'));
  fs.writeFileSync(path.join(folder, 'client', 'index.html'), '<!doctype html><html><head><title>Klantportaal</title></head><body></body></html>');
  fs.writeFileSync(path.join(folder, 'review.js'), SNIPPET);
  const options = { clientDir: path.join(folder, 'client'), reviewSnippet: path.join(folder, 'review.js') };
  app = await buildApp({ services: env.services, ...options });
  production = await buildApp({ services: { ...env.services, config: { ...TEST_CONFIG, production: true } }, ...options });
  const client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  const developer = await createTestUser(env.services, { role: 'developer' });
  const users = {
    client,
    developer,
    otherClient: await createTestUser(env.services),
    otherDeveloper: await createTestUser(env.services, { role: 'developer' }),
    admin: await createTestUser(env.services, { role: 'admin' }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name as keyof typeof tokens] = (await createSession(env.services.db, user.id)).token;
  const ready = await projectFor(env.services, client, developer);
  project = ready.project;
  await env.services.db.updateTable('projects').set({ buildLink: 'https://preview.bureau.nl/bakkerij' }).where('id', '=', project.id).execute();
  await markStepReady(env.services, ready.stepId(2));
  localProject = (await projectFor(env.services, client, developer)).project;
  await env.services.db.updateTable('projects').set({ buildLink: 'http://localhost:5173/' }).where('id', '=', localProject.id).execute();

  // Placed as a browser places it: the tRPC call with the browser's user agent.
  const placed = await app.inject({
    method: 'POST',
    url: '/trpc/project.review.placePin',
    headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', 'user-agent': CHROME },
    cookies: { session: tokens.client },
    payload: JSON.stringify(
      trpcInput({
        projectId: project.id,
        stepId: ready.stepId(2),
        comment: 'Knop groter',
        where: {
          target: 'page',
          path: '/',
          selector: '#bestel',
          textFallback: 'Bestel nu',
          elementRole: 'button',
          elementName: 'Bestel nu',
          xFraction: 0.5,
          yFraction: 0.5,
          viewportWidth: 1440,
          viewportHeight: 900,
          screenshot: `data:image/jpeg;base64,${JPG.toString('base64')}`,
        },
      }),
    ),
  });
  pinId = (trpcResponse(placed).data as { id: string }).id;
});
afterAll(async () => {
  await app.close();
  await production.close();
  await env.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens | null) => (who ? { cookies: { session: tokens[who] } } : {});

describe('/review.js', () => {
  it('may be loaded by any site, compressed, and sets no cookie', async () => {
    const plain = await app.inject({ method: 'GET', url: '/review.js', headers: { origin: 'https://preview.bureau.nl' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SNIPPET);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect(plain.headers['set-cookie']).toBeUndefined();
    const brotli = await app.inject({ method: 'GET', url: '/review.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SNIPPET);
    // The portal's own pages stay for the portal alone.
    const page = await app.inject({ method: 'GET', url: '/progress' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('a pin’s screenshot', () => {
  it('is shown to the project’s client, its developer and the admins; to nobody else', async () => {
    const get = (who: keyof typeof tokens | null) => app.inject({ method: 'GET', url: `/api/review-pins/${pinId}/screenshot`, ...as(who) });
    for (const who of ['client', 'developer', 'admin'] as const) {
      const response = await get(who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals(JPG)).toBe(true);
    }
    expect((await get(null)).statusCode).toBe(401);
    for (const who of ['otherClient', 'otherDeveloper'] as const) {
      const response = await get(who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { message: reviewText.review.pinNotFound } });
    }
  });

  it('records the browser the pin was placed in', async () => {
    const pin = await env.services.db.selectFrom('reviewPins').select('browser').where('id', '=', pinId).executeTakeFirstOrThrow();
    expect(pin.browser).toBe('Chrome 131 op Linux');
  });
});

describe('the review screen', () => {
  const frameSrc = (csp: unknown) => /frame-src ([^;]+)/.exec(String(csp))?.[1];

  it('frames exactly the project’s preview origin, for those who may see the project', async () => {
    for (const [url, who] of [
      [`/review/${project.id}?step=x`, 'client'],
      [`/developer/projects/${project.id}/review`, 'developer'],
      [`/admin/projects/${project.id}/review`, 'admin'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, ...as(who) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Klantportaal</title>');
      expect(frameSrc(response.headers['content-security-policy'])).toBe('https://preview.bureau.nl');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('frames nothing for someone else, signed out, or on any other page', async () => {
    for (const who of ['otherClient', 'otherDeveloper', null] as const) {
      const response = await app.inject({ method: 'GET', url: `/review/${project.id}`, ...as(who) });
      expect(frameSrc(response.headers['content-security-policy'])).toBe("'none'");
    }
    const other = await app.inject({ method: 'GET', url: '/progress', ...as('client') });
    expect(String(other.headers['content-security-policy'])).not.toContain('frame-src');
  });

  it('frames an http preview on localhost outside production only', async () => {
    const url = `/review/${localProject.id}`;
    expect(frameSrc((await app.inject({ method: 'GET', url, ...as('client') })).headers['content-security-policy'])).toBe('http://localhost:5173');
    expect(frameSrc((await production.inject({ method: 'GET', url, ...as('client') })).headers['content-security-policy'])).toBe("'none'");
  });
});
