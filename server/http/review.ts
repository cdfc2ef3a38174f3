import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findAccessibleProject } from '@/db/queries/projects';
import { findPinScreenshot } from '@/db/queries/review-pins';
import { buildLinkOrigin, reviewPageProject } from '@/src/domain/review';
import { idSchema } from '@/src/schemas/fields';
import { nl } from '@/src/text/nl';
import { reviewText } from '@/src/text/nl/review';
import { StorageNotFoundError } from '@/server/storage/index';
import type { Services } from '@/server/services';
import { contentSecurityPolicy } from './headers';
import { resolveRequestUser } from './session';

// /review.js is loaded by any preview site, so it holds no cookie, session or token logic. A pin's screenshot is checked like a
// download, and the review pages frame exactly their project's preview origin.

export interface ReviewRoutesOptions {
  services: Services;
  /** The built snippet (dist/review/review.js); /review.js answers 404 while it is missing. */
  snippetFile?: string;
}

const isId = (value: string) => idSchema().safeParse(value).success;

/** The portal's own policy with a `frame-src` of one origin: never a wildcard, never another project's. */
export function reviewPagePolicy(https: boolean, frameOrigin: string | null): string {
  const directives: Record<string, string[]> = { ...contentSecurityPolicy(https), frameSrc: frameOrigin ? [frameOrigin] : ["'none'"] };
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

interface Snippet {
  plain: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Read and compressed once, off the main thread (brotli at its best takes most of a second, which
 * the server's start would wait for): every preview page of every client loads it.
 */
function loadSnippet(file: string | undefined): Promise<Snippet> | null {
  if (!file || !fs.existsSync(file)) return null;
  const plain = fs.readFileSync(file);
  const compressed = Promise.all([brotli(plain), gzip(plain, { level: 9 })]).then(([br, gz]) => ({ plain, brotli: br, gzip: gz }));
  compressed.catch(() => {}); // Reported by the request that awaits it.
  return compressed;
}

function sendSnippet(reply: FastifyReply, snippet: Snippet, acceptEncoding: string) {
  reply
    .header('content-type', 'text/javascript; charset=utf-8')
    // Loaded by preview sites on other origins: the portal's own pages allow only themselves.
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*')
    .header('cache-control', 'public, max-age=300')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(acceptEncoding)) return reply.header('content-encoding', 'br').send(snippet.brotli);
  if (/\bgzip\b/.test(acceptEncoding)) return reply.header('content-encoding', 'gzip').send(snippet.gzip);
  return reply.send(snippet.plain);
}

/** Register without a prefix (the paths are absolute). */
export const reviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (app, { services, snippetFile }) => {
  resolveRequestUser(app, services);
  const snippet = loadSnippet(snippetFile);

  app.get('/review.js', async (request, reply) => {
    if (!snippet) return reply.code(404).send({ error: { message: nl.generic.notFound } });
    return sendSnippet(reply, await snippet, String(request.headers['accept-encoding'] ?? ''));
  });

  app.get<{ Params: { pinId: string } }>('/api/review-pins/:pinId/screenshot', async (request, reply) => {
    const user = request.user;
    if (!user) return reply.code(401).send({ error: { message: nl.auth.notSignedIn } });
    const { pinId } = request.params;
    const pin = isId(pinId) ? await findPinScreenshot(services.db, pinId) : undefined;
    // Another project's screenshot answers exactly like a missing one.
    const project = pin && (await findAccessibleProject(services.db, user, pin.projectId));
    if (!pin?.screenshotKey || !pin.screenshotType || !project) return reply.code(404).send({ error: { message: reviewText.review.pinNotFound } });
    let object;
    try {
      object = await services.storage.get(pin.screenshotKey);
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) {
        request.log.error({ err, pinId }, 'storage unreachable for a pin screenshot');
        return reply.code(503).send({ error: { message: nl.generic.serviceUnavailable } });
      }
      return reply.code(404).send({ error: { message: reviewText.review.pinNotFound } });
    }
    reply
      .header('content-type', pin.screenshotType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store');
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });

  // The review screens are pages of the browser app; only their answer may frame the project's preview.
  for (const page of ['/review/:projectId', '/admin/projects/:projectId/review', '/developer/projects/:projectId/review']) {
    app.get(page, async (request, reply) => {
      const projectId = reviewPageProject(new URL(request.url, 'http://portal').pathname);
      const project = projectId && request.user ? await findAccessibleProject(services.db, request.user, projectId) : undefined;
      const origin = buildLinkOrigin(project?.buildLink ?? null, { production: services.config.production });
      reply.header('content-security-policy', reviewPagePolicy(services.config.https, origin));
      return reply.callNotFound();
    });
  }
};
