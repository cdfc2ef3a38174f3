import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { loginSchema, registerSchema, requestPasswordResetSchema, resetPasswordSchema } from '@/src/schemas/auth';
import { createUser, EmailTakenError, findUserByEmail, normalizeEmail } from '@/db/queries/users';
import { findProfile } from '@/db/queries/profiles';
import { listProjectsForPicker } from '@/db/queries/projects';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/server/auth/password';
import { createSession, invalidateSession } from '@/server/auth/sessions';
import { allowResetRequest, consumePasswordResetToken, mailResetLink } from '@/server/auth/password-reset';
import { knownDeviceFor, rememberDevice } from '@/server/auth/known-devices';
import { loginSucceeded, loginThrottleKey, reserveLoginAttempt } from '@/server/auth/login-throttle';
import { authedProcedure, publicProcedure, router } from '@/server/trpc/init';
import type { Context } from '@/server/trpc/context';

async function loadMe(ctx: Context) {
  if (!ctx.user) return null;
  const { id, role } = ctx.user;
  // A client's own projects (for the project pickers); staff reach projects through their own screens.
  const ownProjects = role === 'client' || role === null ? listProjectsForPicker(ctx.db, { id, role: 'client' }) : Promise.resolve([]);
  const [profile, projects] = await Promise.all([findProfile(ctx.db, id), ownProjects]);
  return {
    user: { id, email: ctx.user.email },
    role,
    profile: profile ?? null,
    projects,
    hasProject: projects.length > 0,
  };
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => loadMe(ctx)),

  register: publicProcedure.input(registerSchema).mutation(async ({ ctx, input }) => {
    // A taken address answers exactly like a free one, after the same Argon2 work; its owner gets a mail instead.
    const passwordHash = await hashPassword(input.password);
    try {
      await ctx.db.transaction().execute((trx) => createUser(trx, { email: input.email, passwordHash, fullName: input.fullName }));
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const { mailer, config, tasks } = ctx.services;
      const text = nl.auth.accountExistsMailBody(`${config.appUrl}/auth`);
      tasks.run('account-exists mail', () => mailer.send({ to: normalizeEmail(input.email), subject: nl.auth.accountExistsMailSubject, text }));
    }
    return { ok: true as const };
  }),

  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const deviceId = await knownDeviceFor(ctx.db, ctx.deviceToken, input.email);
    const attempt = await reserveLoginAttempt(ctx.db, loginThrottleKey(input.email, deviceId));
    if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(attempt.retryAfterMinutes) });
    const user = await findUserByEmail(ctx.db, input.email);
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!user || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.invalidCredentials });
    await loginSucceeded(ctx.db, attempt.key);
    // A new session at every login; an earlier session in this browser ends.
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    const { token, session } = await createSession(ctx.db, user.id, ctx.services.config.sessions);
    ctx.cookies.set(token, session.expiresAt);
    if (!deviceId) {
      const device = await rememberDevice(ctx.db, user.id);
      ctx.cookies.rememberDevice(device.token, device.expiresAt);
    }
    return { ok: true as const };
  }),

  logout: authedProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    ctx.cookies.clear();
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure.input(requestPasswordResetSchema).mutation(async ({ ctx, input }) => {
    if (!(await allowResetRequest(ctx.db, input.email))) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: nl.auth.resetTooMany });
    // The lookup and the mail happen after the answer: neither the answer nor its timing tells whether the address exists.
    ctx.services.tasks.run('password-reset mail', () => mailResetLink(ctx.services, input.email));
    return { ok: true as const };
  }),

  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    const ok = await consumePasswordResetToken(ctx.db, input.token, passwordHash);
    if (!ok) throw new TRPCError({ code: 'BAD_REQUEST', message: nl.auth.resetTokenInvalid });
    ctx.cookies.clear();
    return { ok: true as const };
  }),
});
