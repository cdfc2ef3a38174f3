import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Role } from '@/src/domain/statuses';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { nl } from '@/src/text/nl';
import type { Context } from './context';
import { serviceUnavailable } from './service-unavailable';
import { transformer } from './transformer';

const t = initTRPC.context<Context>().create({
  // Dates (and other non-JSON values) cross the wire as themselves, one rule for every procedure.
  transformer,
  // A browser that hears nothing for 25 s on a live stream (a connection dead without a word)
  // reconnects and catches up; a quiet stream says "keepalive" every 10 s (server/routers/live.ts).
  sse: { client: { reconnectAfterInactivityMs: 25_000 } },
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const production = ctx?.services.config.production ?? true;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    // Validation errors read as the first Dutch message; forms get every field's messages.
    const message = zodError ? (zodError.issues[0]?.message ?? nl.generic.error) : internal && production ? nl.generic.error : shape.message;
    const { stack, ...data } = shape.data;
    const formatted = {
      ...shape,
      message,
      data: { ...data, ...(production ? {} : { stack }), zodError: zodError ? z.flattenError(zodError) : null },
    };
    // The database is away (a restart, a failover), also when reading the session: a retryable 503.
    return isDatabaseUnavailable(error.cause) ? serviceUnavailable(formatted) : formatted;
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.notSignedIn });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Admits the signed-in user only with one of these roles (FORBIDDEN otherwise); the role is narrowed. */
export function rolesProcedure<const R extends Role>(roles: readonly R[]) {
  return authedProcedure.use(({ ctx, next }) => {
    const role = ctx.user.role;
    if (!role || !(roles as readonly Role[]).includes(role)) throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    return next({ ctx: { ...ctx, user: { ...ctx.user, role: role as R } } });
  });
}

export const adminProcedure = rolesProcedure(['admin']);
export const developerProcedure = rolesProcedure(['developer']);
export const clientProcedure = rolesProcedure(['client']);
