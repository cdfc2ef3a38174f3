import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { nl } from '@/src/text/nl';

// The built browser app. Files under /assets carry a content hash in their name, so they never
// change and may be cached for a year; index.html must be checked every time so a new release is
// picked up. The build leaves .br and .gz beside every text file (scripts/precompress.ts).

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

function cacheControlFor(clientDir: string, filePath: string): string {
  return path.relative(clientDir, filePath).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? '';
  }
}

/** Static files with an SPA fallback: every other GET or HEAD outside the API answers index.html. */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(clientDir, filePath)),
  });
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request.url);
    const isApi = pathname.startsWith('/trpc') || pathname.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || isApi) return reply.code(404).send({ error: { message: nl.generic.notFound } });
    if (pathname.startsWith('/assets/')) return reply.code(404).header('cache-control', REVALIDATE).send(nl.generic.notFound);
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);
  });
}
