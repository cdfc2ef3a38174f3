import type { FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown, getTRPCErrorShape, type AnyTRPCProcedure, type AnyTRPCRouter, type inferRouterContext } from '@trpc/server';
import { getHTTPStatusCode, type HTTPErrorHandler } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';

// The queries of a GET, answered as tRPC's resolver answers them: the same body, status and headers,
// each query's refusal in tRPC's error shape and passed to the error handler. The resolver builds a
// URL, a Fetch Response with its Headers and body stream, and an AbortController for every call;
// for a screen's small query, more of the server's work than the query. Anything that is not a
// plain query request (a subscription, a batch streamed line by line, a procedure that does not
// exist, input that does not parse) is left to the resolver, before anything has run.

interface QueryCall {
  path: string;
  procedure: AnyTRPCProcedure;
  input: unknown;
}

export interface QueryRequest {
  /** Asked for as a batch (`?batch=1`): answered as a list, even of one. */
  batch: boolean;
  calls: QueryCall[];
}

/** The queries a GET asks for with their inputs; undefined when tRPC's resolver should answer it. */
export function queryRequest(router: AnyTRPCRouter, request: FastifyRequest, path: string, maxBatchSize: number): QueryRequest | undefined {
  const query = request.query as Record<string, string | string[] | undefined>;
  const batch = query.batch === '1';
  if (query.batch !== undefined && !batch) return undefined;
  if (request.headers['trpc-accept'] !== undefined) return undefined;
  const paths = batch ? path.split(',') : [path];
  if (paths.length > maxBatchSize) return undefined;
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  const transformer = router._def._config.transformer;
  let inputs: unknown;
  try {
    const text = query.input;
    if (Array.isArray(text)) return undefined;
    inputs = text ? JSON.parse(text) : undefined;
    if (batch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return undefined;
    const calls: QueryCall[] = [];
    for (const [index, each] of paths.entries()) {
      const procedure = Object.hasOwn(procedures, each) ? procedures[each] : undefined;
      if (procedure?._def.type !== 'query') return undefined;
      const raw = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
      calls.push({ path: each, procedure, input: raw === undefined ? undefined : transformer.input.deserialize(raw) });
    }
    return { batch, calls };
  } catch {
    return undefined;
  }
}

export interface AnswerQueriesOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  queries: QueryRequest;
  request: FastifyRequest;
  createContext(): Promise<inferRouterContext<TRouter>>;
  onError: HTTPErrorHandler<TRouter, FastifyRequest>;
}

// A procedure's checks, input parser and resolver are its list of middlewares, each calling the
// next. tRPC's own runner copies the call's options and the context at every step with a
// compiled-down spread helper (a property definition per key): for a screen's batch of three project
// queries, four steps each, a tenth of the server's work per request. This runner passes the same
// options on the same way, with the language's own object literals.

interface MiddlewareCall {
  path: string;
  type: 'query';
  signal: undefined;
  batchIndex: number;
  ctx: object | undefined;
  input: unknown;
  getRawInput: () => Promise<unknown>;
}

interface NextOptions {
  ctx?: object;
  input?: unknown;
  getRawInput?: () => Promise<unknown>;
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: unknown };

interface ProcedureSteps {
  meta: unknown;
  middlewares: ((call: MiddlewareCall & { meta: unknown; next(options?: NextOptions): Promise<MiddlewareResult> }) => Promise<MiddlewareResult>)[];
}

/** What tRPC's runner does for step `index` and on: a step that throws is its refusal. */
async function runMiddlewares(procedure: AnyTRPCProcedure, index: number, call: MiddlewareCall): Promise<MiddlewareResult> {
  const steps = procedure._def as unknown as ProcedureSteps;
  try {
    return await steps.middlewares[index]!({
      path: call.path,
      type: call.type,
      signal: call.signal,
      batchIndex: call.batchIndex,
      ctx: call.ctx,
      input: call.input,
      getRawInput: call.getRawInput,
      meta: steps.meta,
      next: (options) =>
        runMiddlewares(procedure, index + 1, {
          path: call.path,
          type: call.type,
          signal: call.signal,
          batchIndex: call.batchIndex,
          ctx: options?.ctx ? { ...call.ctx, ...options.ctx } : call.ctx,
          input: options && 'input' in options ? options.input : call.input,
          getRawInput: options?.getRawInput ?? call.getRawInput,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause) };
  }
}

/** A query's answer as the bytes of its JSON text, and for the status what it was (a refusal's shape, or answered). */
interface WrittenAnswer {
  response: TRPCResponse;
  json: Buffer;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A batch's answers as one JSON array. */
function batchBody(answers: readonly WrittenAnswer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  answers.forEach((answer, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(answer.json);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/** What the status is worked out from for a query that answered. */
const ANSWERED: TRPCResponse = { result: { data: undefined } };

/** Runs the queries side by side and sends their answers in one body, as tRPC's resolver would. */
export async function answerQueries<TRouter extends AnyTRPCRouter>(reply: FastifyReply, options: AnswerQueriesOptions<TRouter>) {
  const { router, queries } = options;
  const config = router._def._config;
  let ctx: inferRouterContext<TRouter> | undefined;
  let refusal: unknown;
  try {
    ctx = await options.createContext();
  } catch (cause) {
    refusal = cause;
  }
  const { serialize } = config.transformer.output;
  // Each answer is written out as soon as it is in, as the wire carries it (what tRPC's
  // transformTRPCResponse and JSON.stringify make of it), in bytes outside the JavaScript heap. Its
  // rows and its text are garbage from then on: held while another query of the batch still waits
  // for the database, they outlived the young generation's collections and cost each one more.
  // The body is those bytes put together, never the text: joining a batch's answers as text made
  // two more copies of it on the heap. The refusals' shapes stay for the status.
  const answers = await Promise.all(
    queries.calls.map(async ({ path, procedure, input }, batchIndex): Promise<WrittenAnswer> => {
      try {
        if (refusal !== undefined) throw refusal;
        // Queries do not read a signal: a browser that leaves only misses the answer.
        const call = { path, getRawInput: async () => input, ctx, type: 'query', signal: undefined, batchIndex, input: undefined } as const;
        const result = await runMiddlewares(procedure, 0, call);
        if (!result.ok) throw result.error;
        return { response: ANSWERED, json: Buffer.from(JSON.stringify({ result: { data: serialize(result.data) } })) };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError({ error, path, input, ctx, type: 'query', req: options.request });
        const shape = getTRPCErrorShape({ config, ctx, error, input, path, type: 'query' });
        return { response: { error: shape }, json: Buffer.from(JSON.stringify({ error: serialize(shape) })) };
      }
    }),
  );
  reply.code(getHTTPStatusCode(queries.batch ? answers.map((answer) => answer.response) : answers[0]!.response));
  reply.header('vary', 'trpc-accept, accept');
  reply.header('content-type', 'application/json');
  // Bytes, as the resolver's body: Fastify would add a charset to the type of a string.
  return reply.send(queries.batch ? batchBody(answers) : answers[0]!.json);
}
