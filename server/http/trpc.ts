import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import { resolveResponse, type HTTPErrorHandler } from '@trpc/server/http';
import { incomingMessageToRequest, type NodeHTTPRequest } from '@trpc/server/adapters/node-http';
import { sendEventStream, subscriptionCall } from './trpc-event-stream';
import { getRequestFor } from './trpc-get-request';
import { answerQueries, queryRequest } from './trpc-queries';

// tRPC at /trpc/:path. The queries of a GET, what screens ask for, are answered here in tRPC's
// format (trpc-queries.ts), and subscriptions go out as event streams written here
// (trpc-event-stream.ts). Everything else goes through resolveResponse, the request resolver tRPC's
// own adapters are built on. Like tRPC's Fastify plugin, it is handed a POST as a Fetch Request; a
// GET gets only the parts tRPC reads of it (trpc-get-request.ts). Unlike the plugin, a JSON answer
// goes out as one buffer with its length. The plugin gives Fastify the Fetch Response, whose body
// Fastify then pipes as a web stream in chunks: as much work as the query behind a small screen.

export interface TrpcRouteOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext(request: FastifyRequest, reply: FastifyReply): Promise<inferRouterContext<TRouter>>;
  onError: HTTPErrorHandler<TRouter, FastifyRequest>;
}

/** A JSON answer that tRPC already holds in full, as opposed to a stream it is still writing. */
function isWholeJson(response: Response): boolean {
  return response.headers.get('content-type') === 'application/json' && !response.headers.has('transfer-encoding');
}

export async function trpcRoutes<TRouter extends AnyTRPCRouter>(app: FastifyInstance, options: TrpcRouteOptions<TRouter>) {
  // tRPC reads bodies itself: JSON as text, form data as the raw stream (as tRPC's Fastify plugin does).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => done(null, body));

  app.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const queries = request.method === 'GET' ? queryRequest(options.router, request, request.params.path, options.maxBatchSize) : undefined;
    if (queries) {
      return answerQueries(reply, {
        router: options.router,
        queries,
        request,
        createContext: () => options.createContext(request, reply),
        onError: options.onError,
      });
    }
    const raw: NodeHTTPRequest = request.raw;
    if (request.body !== undefined) raw.body = request.body;
    // tRPC's resolver reads only these parts of a GET's request (trpc-get-request.ts).
    const req = request.method === 'GET' ? (getRequestFor(request, reply) as unknown as Request) : incomingMessageToRequest(raw, reply.raw, { maxBodySize: null });
    const subscription = request.method === 'GET' ? await subscriptionCall(options.router, req, request.params.path, options.maxBatchSize) : undefined;
    if (subscription) {
      return sendEventStream(reply, {
        router: options.router,
        request: req,
        call: subscription,
        errorRequest: request,
        createContext: () => options.createContext(request, reply),
        onError: options.onError,
      });
    }
    const response = await resolveResponse({
      router: options.router,
      req,
      path: request.params.path,
      error: null,
      maxBatchSize: options.maxBatchSize,
      createContext: () => options.createContext(request, reply),
      onError: (error) => options.onError({ ...error, req: request }),
    });
    reply.code(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    // The bytes as tRPC encoded them: read back as text, they would be encoded again on the way out.
    return reply.send(isWholeJson(response) ? Buffer.from(await response.arrayBuffer()) : response);
  });
}
