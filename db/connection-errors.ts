// Which errors mean "the database cannot be reached right now" rather than "this query is wrong".
// The server answers those with 503 and a retry-later message; everything else stays a 500.

/** Socket errors from node:net while connecting or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or not there yet: class 08 (connection
 * exception), admin/crash shutdown, "the database system is starting up", and server overload.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Reported by message only: node-postgres's dropped or unusable connection, and Kysely's handle
 * closed as the server shuts down (the next instance serves).
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'driver has already been destroyed',
];

function ownCode(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const code = ownCode(error);
  if (code && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true;
  // Node reports a failed connect to every address of a name (::1 and 127.0.0.1) as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
