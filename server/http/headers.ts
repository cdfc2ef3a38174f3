import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import { HYDRATED_ATTRIBUTE } from '@/src/hydration';

// Security headers on every answer (the app, the API, static files) and compression of larger answers.

/**
 * Until the app has taken the page over (client/app-root.tsx marks it), a submit goes nowhere: otherwise Enter in a drawn sign-in
 * form before the scripts ran would send the browser's default GET, with the password in the address.
 */
export const SUBMIT_GUARD_SCRIPT = `document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}'))e.preventDefault()},true)`;
const SUBMIT_GUARD_HASH = `'sha256-${createHash('sha256').update(SUBMIT_GUARD_SCRIPT).digest('base64')}'`;

/** The Content-Security-Policy of the app; the browser test e2e/every-page.e2e.ts loads every page under it. */
export function contentSecurityPolicy(https: boolean) {
  return {
    defaultSrc: ["'self'"],
    // The app's own files, and the submit guard by its hash.
    scriptSrc: ["'self'", SUBMIT_GUARD_HASH],
    scriptSrcAttr: ["'none'"],
    // Radix's scroll lock and sonner's toasts add <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The favicon in index.html is a data: URI.
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  // Made once, as every answer gets the same headers (Fastify's helmet plugin remakes it and reparses the policy per request).
  // A route may still set a stricter policy of its own (payment test pages, uploaded files).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.https) },
    // HSTS only where the site is https; over plain http it would lock a browser out of a local install.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

const JSON_ANSWER = /^application\/json(;|$)/;
const isResponse = (payload: unknown): payload is Response => Object.prototype.toString.call(payload) === '[object Response]';

/** JSON and text answers over 1 KB go out compressed; static files come precompressed from the build. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A tRPC JSON answer is whole already (only subscriptions stream), so it is sent with its length and compressed only above the threshold,
  // not as a stream compressed whatever its size. Added before the compression plugin's hook, which then sees the answer's bytes.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isResponse(payload) || !JSON_ANSWER.test(payload.headers.get('content-type') ?? '')) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
  // Brotli's default quality (11) is meant for files compressed once: on every answer it costs
  // milliseconds of CPU per request. Quality 4 is faster than gzip and still compresses better.
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions });
}
