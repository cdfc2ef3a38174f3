import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Role } from '@/db/types';
import { nl } from '@/src/text/nl';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const production = ctx?.services.config.production ?? true;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    // Validation errors read as the first Dutch message; forms get every field's messages.
    const message = zodError ? (zodError.issues[0]?.message ?? nl.generic.error) : internal && production ? nl.generic.error : shape.message;
    const { stack, ...data } = shape.data;
    return {
      ...shape,
      message,
      data: { ...data, ...(production ? {} : { stack }), zodError: zodError ? z.flattenError(zodError) : null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.notSignedIn });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

function roleProcedure(role: Role) {
  return authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    return next({ ctx: { ...ctx, user: { ...ctx.user, role } } });
  });
}

export const adminProcedure = roleProcedure('admin');
export const developerProcedure = roleProcedure('developer');
export const clientProcedure = roleProcedure('client');
