import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { loginSchema, registerSchema, requestPasswordResetSchema, resetPasswordSchema } from '@/src/schemas/auth';
import { confirmEmailSchema, twoFactorCodeSchema } from '@/src/schemas/account-security';
import { createUser, EmailTakenError, findUserByEmail } from '@/db/queries/users';
import { findProfile } from '@/db/queries/profiles';
import { listProjectsForPicker } from '@/db/queries/projects';
import { findQuoteAwaitingOnboarding } from '@/db/queries/quote-acceptance';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/server/auth/password';
import { createSession, invalidateSession } from '@/server/auth/sessions';
import { allowResetRequest, consumePasswordResetToken, isPasswordResetTokenValid, mailResetLink } from '@/server/auth/password-reset';
import { knownDeviceFor, rememberDevice } from '@/server/auth/known-devices';
import { loginSucceeded, loginThrottleKey, reserveLoginAttempt } from '@/server/auth/login-throttle';
import { consumeEmailToken } from '@/server/auth/email-tokens';
import { refuseCommonPassword } from '@/server/features/accounts/new-password';
import { mailAfterRegistration } from '@/server/features/accounts/registration';
import { acceptInvitation, openInvitation } from '@/server/features/accounts/invitations';
import { acceptInvitationSchema, invitationTokenSchema } from '@/src/schemas/invitations';
import { invitationsText } from '@/src/text/nl/invitations';
import { mailAddressChanged } from '@/server/features/mails/account-mails';
import { verifySecondStep } from '@/server/features/accounts/second-step';
import { publicProcedure, router, sessionProcedure } from '@/server/trpc/init';
import type { Context } from '@/server/trpc/context';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

/** What the signed-in user still has to do before the portal opens (null: nothing). */
function pendingFor(ctx: Context) {
  if (ctx.pendingStep) return ctx.pendingStep;
  return ctx.user && !ctx.user.emailVerified ? ('emailVerification' as const) : null;
}

async function loadMe(ctx: Context) {
  if (!ctx.user) return null;
  const { id, role, email, emailVerified, twoFactorEnabled } = ctx.user;
  const pending = pendingFor(ctx);
  const user = { id, email, emailVerified, twoFactorEnabled };
  // A session that still owes the second step shows nothing of the account yet.
  if (ctx.pendingStep === 'twoFactorCode') return { user, role, pending, profile: null, projects: [], hasProject: false, quoteOnboarding: false };
  // A client's own projects (for the project pickers); staff reach projects through their own screens.
  const ownProjects = role === 'client' || role === null ? listProjectsForPicker(ctx.db, { id, role: 'client' }) : Promise.resolve([]);
  const fromQuote = role === 'client' ? findQuoteAwaitingOnboarding(ctx.db, id) : Promise.resolve(undefined);
  const [profile, projects, quote] = await Promise.all([findProfile(ctx.db, id), ownProjects, fromQuote]);
  // A client whose project came from an accepted quote still owes onboarding's details and mandate step.
  return { user, role, pending, profile: profile ?? null, projects, hasProject: projects.length > 0, quoteOnboarding: quote !== undefined };
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => loadMe(ctx)),

  register: publicProcedure.input(registerSchema).mutation(async ({ ctx, input }) => {
    await refuseCommonPassword(input.password);
    // A taken address answers exactly like a free one, after the same Argon2 work; its owner gets a mail instead.
    const passwordHash = await hashPassword(input.password);
    const { emailVerification, sessions } = ctx.services.config;
    let created: { id: string; email: string } | null = null;
    try {
      const registered = await ctx.db.transaction().execute(async (trx) => {
        const user = await createUser(trx, { email: input.email, passwordHash, fullName: input.fullName });
        // With verification on, the new account is signed in at once: the next screen asks for the mailed link.
        if (!emailVerification) return { user, started: null };
        if (ctx.session) await invalidateSession(trx, ctx.session.id);
        const started = await createSession(trx, user.id, sessions, new Date(), { device: ctx.device });
        await recordActivity(trx, { actor: { id: user.id, role: null }, network: ctx.device.ipNetwork }, { kind: 'signed_in', subjectUserId: user.id });
        return { user, started };
      });
      created = registered.user;
      if (registered.started) ctx.cookies.set(registered.started.token, registered.started.cookieExpiresAt);
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
    // The mails go out after the answer: neither the answer nor its timing tells whether the address was free.
    const services = ctx.services;
    const newAccount = created ? { ...created, fullName: input.fullName } : null;
    services.tasks.run('registration mail', () => mailAfterRegistration(services, input.email, newAccount));
    return { ok: true as const, verification: emailVerification };
  }),

  /**
   * Signs in with the password. With two-step sign-in on, the session that starts owes the code
   * (`next: 'twoFactorCode'`) and the attempt stays counted until the code is right.
   */
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const deviceId = await knownDeviceFor(ctx.db, ctx.deviceToken, input.email);
    const attempt = await reserveLoginAttempt(ctx.db, loginThrottleKey(input.email, deviceId));
    if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: nl.auth.accountLocked(attempt.retryAfterMinutes) });
    const user = await findUserByEmail(ctx.db, input.email);
    const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (user && !valid) await recordActivity(ctx.db, { actor: { id: user.id, role: null }, network: ctx.device.ipNetwork }, { kind: 'sign_in_failed', subjectUserId: user.id });
    if (!user || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.invalidCredentials });
    const awaitingTwoFactor = user.totpKey !== null;
    if (!awaitingTwoFactor) await loginSucceeded(ctx.db, attempt.key);
    // A new session at every login; an earlier session in this browser ends.
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    const started = await ctx.db.transaction().execute(async (trx) => {
      const session = await createSession(trx, user.id, ctx.services.config.sessions, new Date(), { device: ctx.device, awaitingTwoFactor });
      await recordActivity(trx, { actor: { id: user.id, role: null }, network: ctx.device.ipNetwork }, { kind: 'signed_in', subjectUserId: user.id });
      return session;
    });
    ctx.cookies.set(started.token, started.cookieExpiresAt);
    if (awaitingTwoFactor) return { ok: true as const, next: 'twoFactorCode' as const };
    if (!deviceId) {
      const device = await rememberDevice(ctx.db, user.id);
      ctx.cookies.rememberDevice(device.token, device.expiresAt);
    }
    return { ok: true as const, next: null };
  }),

  /** The code after the password: a TOTP code, or one of the recovery codes. A wrong one counts against the login limit. */
  verifyTwoFactor: sessionProcedure.input(twoFactorCodeSchema).mutation(({ ctx, input }) => verifySecondStep(ctx, input.code)),

  logout: sessionProcedure.mutation(async ({ ctx }) => {
    await ctx.db.transaction().execute(async (trx) => {
      await invalidateSession(trx, ctx.session.id);
      await recordActivity(trx, activitySource(ctx), { kind: 'signed_out', subjectUserId: ctx.user.id });
    });
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
    const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: nl.auth.resetTokenInvalid });
    // The token is checked before any Argon2 work is spent on a guess.
    if (!(await isPasswordResetTokenValid(ctx.db, input.token))) throw invalid();
    await refuseCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    if (!(await consumePasswordResetToken(ctx.db, input.token, passwordHash, ctx.device.ipNetwork))) throw invalid();
    ctx.cookies.clear();
    return { ok: true as const };
  }),

  /** The invitation a mailed link opens: whom it is for, to greet them; refused once used, withdrawn or expired. */
  invitation: publicProcedure.input(invitationTokenSchema).query(async ({ ctx, input }) => {
    const invitation = await openInvitation(ctx.db, input.token);
    if (!invitation) throw new TRPCError({ code: 'BAD_REQUEST', message: invitationsText.invalid });
    return { fullName: invitation.fullName, email: invitation.email, role: invitation.role };
  }),

  /**
   * The invited person chooses a password and is signed in: staff then set up their second step,
   * a client lands in onboarding (the root route's guards send each there).
   */
  acceptInvitation: publicProcedure.input(acceptInvitationSchema).mutation(async ({ ctx, input }) => {
    const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: invitationsText.invalid });
    // The token is checked before any Argon2 work is spent on a guess.
    if (!(await openInvitation(ctx.db, input.token))) throw invalid();
    await refuseCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const started = await ctx.db.transaction().execute(async (trx) => {
      const accepted = await acceptInvitation(trx, input.token, passwordHash, ctx.device.ipNetwork);
      if (!accepted) return null;
      if (ctx.session) await invalidateSession(trx, ctx.session.id);
      return createSession(trx, accepted.userId, ctx.services.config.sessions, new Date(), { device: ctx.device });
    });
    if (!started) throw invalid();
    ctx.cookies.set(started.token, started.cookieExpiresAt);
    return { ok: true as const };
  }),

  /**
   * A mailed link: verifies the address, makes a change of address (the old one is told, with a week to restore itself), cancels one,
   * restores the old address or consents to the change. Works signed in or out.
   */
  confirmEmail: publicProcedure.input(confirmEmailSchema).mutation(async ({ ctx, input }) => {
    const { outcome, notice } = await consumeEmailToken(ctx.db, input.token, new Date(), ctx.device.ipNetwork);
    if (outcome === 'invalid') throw new TRPCError({ code: 'BAD_REQUEST', message: security.emailVerification.tokenInvalid });
    if (outcome === 'taken') throw new TRPCError({ code: 'CONFLICT', message: security.emailVerification.emailTaken });
    if (notice) {
      const profile = await findProfile(ctx.db, notice.userId);
      await mailAddressChanged(ctx.services, notice, profile?.fullName ?? null);
    }
    return { outcome };
  }),
});
