import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';

// Query strings on /auth (a reset link's token) and /trpc (procedure input) stay out of the log,
// and so do cookies and authorisation headers, wherever they turn up.
const PRIVATE_QUERY_PATHS = ['/auth', '/trpc'];
const CENSORED = '[verborgen]';

/** The URL as it may be logged: the path alone when it is under /auth or /trpc (also in absolute form). */
export function loggableUrl(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? '';
  }
  const isPrivate = PRIVATE_QUERY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return isPrivate ? pathname : url;
}

function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { req: requestSerializer },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization', 'res.headers["set-cookie"]'],
      censor: CENSORED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
