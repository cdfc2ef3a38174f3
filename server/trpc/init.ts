import { initTRPC, TRPCError, type TRPCDefaultErrorShape } from '@trpc/server';
import superjson from 'superjson';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { ZodError, z } from 'zod';
import type { Role } from '@/src/domain/statuses';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import type { Context } from './context';
import type { AuthUser } from '@/server/auth/authenticate';
import { serviceUnavailable } from './service-unavailable';
import { PasswordWorkBusyError } from '@/server/auth/password-work';

/**
 * A stream silent for 25 s is dead and reconnects to catch up; a quiet one says "keepalive" every 10 s (server/routers/live.ts).
 * server/http/live-stream.ts writes it and takes only these options: tRPC's `sse.ping` and `sse.maxDurationMs` would not reach it.
 */
export const SSE_CLIENT_OPTIONS = { reconnectAfterInactivityMs: 25_000 };

/** Every error as the browser receives it: tRPC's error formatter. */
export function formatError({ shape, error, ctx }: { shape: TRPCDefaultErrorShape; error: TRPCError; ctx?: Context | undefined }) {
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
}

/**
 * An error as the browser receives it, outside tRPC's own handler (the live stream's writer, the
 * tests' shown message): tRPC's default shape from its public code tables, then `formatError`.
 */
export function shapeError(error: TRPCError, ctx?: Context, path?: string) {
  const shape: TRPCDefaultErrorShape = {
    message: error.message,
    code: TRPC_ERROR_CODES_BY_KEY[error.code],
    data: { code: error.code, httpStatus: getHTTPStatusCodeFromError(error), ...(error.stack ? { stack: error.stack } : {}), ...(path === undefined ? {} : { path }) },
  };
  return formatError({ shape, error, ctx });
}

const t = initTRPC.context<Context>().create({
  // Dates (and other non-JSON values) cross the wire as themselves, one rule for every procedure.
  transformer: superjson,
  sse: { client: SSE_CLIENT_OPTIONS },
  errorFormatter: formatError,
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Password work that is full (Argon2, at most two at once) answers 429 with Retry-After. Every
 * procedure kind's one middleware hands its result through this.
 */
function answeringBusyPasswordWork<R extends { ok: boolean }>(ctx: Context, result: R): R {
  const cause = result.ok ? undefined : (result as R & { error: TRPCError }).error.cause;
  if (cause instanceof PasswordWorkBusyError) {
    ctx.setHeader('retry-after', String(cause.retryAfterSeconds));
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: security.passwords.busy, cause });
  }
  return result;
}

// One middleware per procedure kind, not per check: tRPC copies call options and context at every level, a visible share of a
// small query's request. Each passes on only what it narrows; tRPC merges that into the context.

/** Every procedure, signed in or not. */
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => answeringBusyPasswordWork(ctx, await next()));

/** The signed-in user and session, or UNAUTHORIZED. */
function signedIn(ctx: Context) {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.notSignedIn });
  return { user: ctx.user, session: ctx.session };
}

/**
 * Signed in completely: a session that still owes the second step's code, or a staff member who
 * has not set the second step up while it is required, reaches nothing else.
 */
function signedInCompletely(ctx: Context) {
  const narrowed = signedIn(ctx);
  if (ctx.pendingStep === 'twoFactorCode') throw new TRPCError({ code: 'FORBIDDEN', message: security.twoFactor.codeRequired });
  if (ctx.pendingStep === 'twoFactorSetup') throw new TRPCError({ code: 'FORBIDDEN', message: security.twoFactor.setupRequired });
  return narrowed;
}

/** Signed in, whatever sign-in step the session still owes: the steps themselves and signing out. */
export const sessionProcedure = t.procedure.use(async ({ ctx, next }) => answeringBusyPasswordWork(ctx, await next({ ctx: signedIn(ctx) })));

/** Signed in completely (see signedInCompletely). */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => answeringBusyPasswordWork(ctx, await next({ ctx: signedInCompletely(ctx) })));

/** Onboarding, uploads, messages, purchases and complaints wait until the email address is verified. */
export const verifiedEmail = t.middleware(({ ctx, next }) => {
  if (ctx.user && !ctx.user.emailVerified) throw new TRPCError({ code: 'FORBIDDEN', message: security.emailVerification.required });
  return next();
});

function hasRole<R extends Role>(user: AuthUser, roles: readonly R[]): user is AuthUser & { role: R } {
  return user.role !== null && (roles as readonly Role[]).includes(user.role);
}

/** Signed in completely with one of these roles (FORBIDDEN otherwise); the role is narrowed. */
export function rolesProcedure<const R extends Role>(roles: readonly R[]) {
  return t.procedure.use(async ({ ctx, next }) => {
    const { user, session } = signedInCompletely(ctx);
    if (!hasRole(user, roles)) throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    return answeringBusyPasswordWork(ctx, await next({ ctx: { session, user } }));
  });
}

export const adminProcedure = rolesProcedure(['admin']);
export const developerProcedure = rolesProcedure(['developer']);
export const clientProcedure = rolesProcedure(['client']);
