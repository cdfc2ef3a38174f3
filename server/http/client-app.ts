import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import superjson from 'superjson';
import { nl } from '@/src/text/nl';
import { PAGE_DATA_ELEMENT_ID } from '@/src/page-queries';
import type { Services } from '@/server/services';
import { pageData, type PageData } from './page-data';
import { matchPageRoute, readPageRoutes, type PageRoute } from './page-routes';
import { pageRenderer, type LoadPageRenderer } from './page-render';
import { SUBMIT_GUARD_SCRIPT } from './headers';

// Files under /assets carry a content hash, so they may be cached for a year; index.html is checked every time so a new release is
// picked up. The build leaves .br and .gz beside every text file (scripts/precompress.ts).

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A page with someone's data in it is kept by no cache. */
export const PERSONAL = 'private, no-store';
/** Where the app sends whoever is not signed in (client/lib/session.ts). */
const SIGN_IN_PAGE = '/auth';
// `auth.me` exactly as the browser's tRPC client asks for it (GET, the superjson-encoded empty
// input), so that the browser uses this early answer instead of asking again.
const ME_URL = `/trpc/auth.me?input=${encodeURIComponent(JSON.stringify(superjson.serialize(undefined)))}`;

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

/** Where the app draws itself; the server puts the page's markup inside. */
const ROOT = '<div id="root"></div>';

/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
const inScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The page's files announced in the head, so the browser fetches them with the entry instead of after it; for someone signed in, the
 * page's first data at the end of the body, in a script element that is data, never run.
 */
function pageHtml(indexHtml: string, route: PageRoute | undefined, signInRoute: PageRoute | undefined, data: PageData | null, markup: string | null): string {
  // Whoever is not signed in is sent from a signed-in page to the sign-in page: that is the one to fetch.
  const shown = route?.signedIn && !data?.signedIn ? signInRoute : route;
  const links = (shown?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  if (!data?.json) links.push(`<link rel="preload" as="fetch" crossorigin href="${ME_URL}">`);
  const script = data?.json ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${inScript(data.json)}</script>` : '';
  const headEnd = indexHtml.indexOf('</head>');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  // A function, so that a `$&` or `$'` in someone's text is never read as a replacement pattern.
  const body = markup === null ? indexHtml.slice(headEnd, bodyEnd) : indexHtml.slice(headEnd, bodyEnd).replace(ROOT, () => `<div id="root">${markup}</div>`);
  return indexHtml.slice(0, headEnd) + links.join('') + body + script + indexHtml.slice(bodyEnd);
}

/**
 * The stylesheet written in, so a drawn page paints with the HTML alone instead of waiting for CSS that shares a slow line with the
 * scripts; and the submit guard (headers.ts) for forms that show before the app has taken them over.
 */
function forDrawnPages(indexHtml: string, clientDir: string): string {
  const guarded = indexHtml.replace('</head>', () => `<script>${SUBMIT_GUARD_SCRIPT}</script></head>`);
  return guarded.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const cssFile = path.join(clientDir, file);
    const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '</';
    return css.includes('</') ? link : `<style>${css}</style>`;
  });
}

/** Static files with an SPA fallback: every other GET or HEAD outside the API answers index.html. */
export async function registerClientApp(app: FastifyInstance, clientDir: string, services: Services, loadRenderer?: LoadPageRenderer): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(clientDir, filePath)),
  });
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const drawnIndexHtml = forDrawnPages(indexHtml, clientDir);
  const routes = readPageRoutes(clientDir);
  const signInRoute = matchPageRoute(routes, SIGN_IN_PAGE);
  const render = pageRenderer(app.log, loadRenderer);
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request.url);
    const isApi = pathname.startsWith('/trpc') || pathname.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || isApi) return reply.code(404).send({ error: { message: nl.generic.notFound } });
    if (pathname.startsWith('/assets/')) return reply.code(404).header('cache-control', REVALIDATE).send(nl.generic.notFound);
    const route = matchPageRoute(routes, pathname);
    const data = request.method === 'GET' ? await pageData(services, request, reply, route) : null;
    // Drawn from exactly the data above; a visitor whose session is unknown gets the page to draw itself.
    const markup = data ? await render({ url: request.url, pageState: data.json, cookies: request.headers.cookie ?? '' }) : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', data?.json ? PERSONAL : REVALIDATE)
      .header('vary', 'cookie')
      .send(pageHtml(markup === null ? indexHtml : drawnIndexHtml, route, signInRoute, data, markup));
  };
  // Pages as a route, not only the not-found handler, so that the compression hook applies to them
  // (a drawn page is tens of KB); every other method and path not found is answered the same way.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
