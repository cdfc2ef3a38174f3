import type { FastifyReply, FastifyRequest } from 'fastify';

// A GET as tRPC's resolver reads it: method, url, headers.get/has and a signal that aborts when the
// browser goes away. Node's Fetch Request, which tRPC's adapters build for every call, copies every
// header into a new Headers list and sets up a signal of its own on construction: for a small
// query, about a fifth of the server's work. A GET has no body, so nothing else of it is read.

/** The request's headers as Fastify parsed them (lower-case names), read the way Headers reads. */
class HeaderView {
  readonly #headers: FastifyRequest['headers'];

  constructor(headers: FastifyRequest['headers']) {
    this.#headers = headers;
  }

  get(name: string): string | null {
    const value = this.#headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.#headers[name.toLowerCase()] !== undefined;
  }
}

/** What of a Fetch Request tRPC reads of a GET; tests over HTTP cover every path that reads it. */
export interface GetRequest {
  readonly method: 'GET';
  readonly url: string;
  readonly headers: Pick<Headers, 'get' | 'has'>;
  readonly signal: AbortSignal;
}

export function getRequestFor(request: FastifyRequest, reply: FastifyReply): GetRequest {
  const aborted = new AbortController();
  // Only a browser that left before the whole answer went out aborts: an abort builds an error with
  // its stack, which a finished request has no use for.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) aborted.abort();
  });
  return {
    method: 'GET',
    // tRPC reads only the path and the query of it.
    url: `http://localhost${request.raw.url ?? '/'}`,
    headers: new HeaderView(request.headers),
    signal: aborted.signal,
  };
}
