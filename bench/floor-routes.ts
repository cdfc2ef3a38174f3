import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { z } from 'zod';
import { appRouter } from '@/server/routers';
import { contextSourceFor, createContextInner } from '@/server/trpc/context';
import { authedProcedure, createCallerFactory, router } from '@/server/trpc/init';
import type { Services } from '@/server/services';
import { atProcedurePath } from '@/src/procedure-path';

// The floor of `npm run bench`: a case's own answer through Fastify, tRPC's adapter, the session and superjson, without the
// screen's SQL. The first call asks the real procedure as this user; later calls answer what it answered.

export const FLOOR_PREFIX = '/bench/floor';

const createCaller = createCallerFactory(appRouter);
type Procedure = (input: unknown) => Promise<unknown>;
const answers = new Map<string, Promise<unknown>>();

const floorRouter = router({
  replay: authedProcedure.input(z.object({ path: z.string(), input: z.unknown() })).query(async ({ ctx, input }) => {
    const key = `${ctx.user.id} ${input.path} ${JSON.stringify(input.input)}`;
    let answer = answers.get(key);
    if (!answer) {
      const procedure = atProcedurePath<Procedure>(createCaller(ctx), input.path);
      answer = procedure(input.input);
      answers.set(key, answer);
    }
    return answer;
  }),
});

export async function benchFloorRoutes(app: FastifyInstance, { services }: { services: Services }) {
  await app.register(fastifyTRPCPlugin, {
    prefix: FLOOR_PREFIX,
    trpcOptions: { router: floorRouter, createContext: ({ req, res }) => createContextInner(contextSourceFor(services, req, res)) },
  } satisfies FastifyTRPCPluginOptions<typeof floorRouter>);
}
