import { TRPCError } from '@trpc/server';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { sessionIdSchema } from '@/src/schemas/account-security';
import { sessionListAnswer } from '@/src/schemas/answers';
import { listUserSessions, revokeUserSession } from '@/db/queries/account-sessions';
import { invalidateOtherSessions } from '@/server/auth/sessions';
import { describeUserAgent } from '@/server/auth/user-agent';
import { authedProcedure, router } from '@/server/trpc/init';

export const accountSessionsRouter = router({
  /** Where the user is signed in: browser and system, the network, since when, last seen, and which one is this. */
  list: authedProcedure.output(sessionListAnswer).query(async ({ ctx }) => {
    const { items, total } = await listUserSessions(ctx.db, ctx.user.id);
    return {
      total,
      items: items.map((session) => ({
        id: session.id,
        ...describeUserAgent(session.userAgent),
        network: session.ipNetwork,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        current: session.id === ctx.session.id,
      })),
    };
  }),

  /** Ends one other session; its next request is signed out. Someone else's session answers as a missing one. */
  revoke: authedProcedure.input(sessionIdSchema).mutation(async ({ ctx, input }) => {
    if (input.sessionId === ctx.session.id) throw new TRPCError({ code: 'BAD_REQUEST', message: security.sessionList.notThisOne });
    if (!(await revokeUserSession(ctx.db, ctx.user.id, input.sessionId))) throw new TRPCError({ code: 'NOT_FOUND', message: security.sessionList.notFound });
    return { ok: true as const };
  }),

  /** "Overal uitloggen": every session but this one ends. */
  revokeOthers: authedProcedure.mutation(async ({ ctx }) => ({
    ended: await invalidateOtherSessions(ctx.db, ctx.user.id, ctx.session.id),
  })),
});
