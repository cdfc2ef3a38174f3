import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { errorMessage, errorStatus, retryQuery } from './trpc';

/** An error as the browser's tRPC client builds it from the server's JSON answer. */
function answered(httpStatus: number, code: string, message: string) {
  return TRPCClientError.from({ error: { code: -32000, message, data: { code, httpStatus } } });
}

describe('a query that failed', () => {
  const unavailable = answered(503, 'SERVICE_UNAVAILABLE', nl.generic.serviceUnavailable);

  it('while the database is away keeps trying for a while, then shows the server’s Dutch message', () => {
    expect(errorStatus(unavailable)).toBe(503);
    expect([0, 1, 2, 3, 4].map((failures) => retryQuery(failures, unavailable))).toEqual([true, true, true, true, true]);
    expect(retryQuery(5, unavailable)).toBe(false);
    expect(errorMessage(unavailable)).toBe('De dienst is tijdelijk niet beschikbaar, probeer het zo opnieuw');
  });

  it('is not asked again when the answer will not change', () => {
    expect(retryQuery(0, answered(401, 'UNAUTHORIZED', nl.auth.notSignedIn))).toBe(false);
    expect(retryQuery(0, answered(404, 'NOT_FOUND', projectText.project.notFound))).toBe(false);
  });

  it('is asked twice more after a server error or no answer at all', () => {
    const internal = answered(500, 'INTERNAL_SERVER_ERROR', nl.generic.error);
    expect([0, 1, 2].map((failures) => retryQuery(failures, internal))).toEqual([true, true, false]);
    expect(retryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
  });
});
