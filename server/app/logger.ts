import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';

// Query strings on /auth, /verify-email (link tokens), /trpc (procedure input) or with any token stay out of the log, as do cookies and
// authorisation headers wherever they turn up; an error's message and stack never carry a query string.
const PRIVATE_QUERY_PATHS = ['/auth', '/verify-email', '/trpc'];
const CENSORED = '[verborgen]';

const carriesToken = (search: URLSearchParams) => [...search.keys()].some((name) => /token/i.test(name));

/** The URL as it may be logged: the path alone when its query string is private (also in absolute form). */
export function loggableUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return url.split(/[?#]/)[0] ?? '';
  }
  const { pathname } = parsed;
  const privatePath = PRIVATE_QUERY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return privatePath || carriesToken(parsed.searchParams) ? pathname : url;
}

/** Any "?a=b…" in a text loses its query string: an error that quotes a request's address says only its path. */
export function withoutQueryStrings(text: string): string {
  return text.replace(/\?[^\s'"`<>]*=[^\s'"`<>]*/g, '');
}

function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

function errorSerializer(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  return { ...serialized, message: withoutQueryStrings(serialized.message), stack: withoutQueryStrings(serialized.stack) };
}

const scrubText = (value: unknown) => (typeof value === 'string' ? withoutQueryStrings(value) : value);

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { req: requestSerializer, err: errorSerializer },
    // The message of a line, also the one pino takes from an error logged on its own.
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && rest.length === 0) return method.apply(this, [first, withoutQueryStrings(first.message)] as never);
        return method.apply(this, [scrubText(first), ...rest.map(scrubText)] as never);
      },
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization', 'res.headers["set-cookie"]'],
      censor: CENSORED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
