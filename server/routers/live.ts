import { TRPCError, tracked } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { liveEventVisibleToRole } from '@/src/domain/live-events';
import { latestLiveEventId, liveEventsMissed, type LiveEventRow } from '@/db/queries/live-events';
import { findAccessibleProject } from '@/db/queries/projects';
import { assertStreamStillAllowed, LIVE_RECHECK_MS } from '@/server/features/live/live-access';
import { livePayloads } from '@/server/features/live/live-payloads';
import { router, rolesProcedure } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE } from '@/server/trpc/project-procedures';

/** What a reconnecting browser gets back at most; one that missed more reloads instead. */
const CATCH_UP_LIMIT = 500;

const liveInput = z.object({
  /** The project the page shows, whose thread, timeline, checklist and files it follows. */
  projectId: z.guid(nl.project.notFound).nullish(),
  /** Set by the browser's subscription link when it reconnects: the last event it received. */
  lastEventId: z.string().regex(/^\d{1,15}$/, nl.validation.invalidChoice).optional(),
});

/** The project of a live stream goes through the one access rule before anything is sent: another's is NOT_FOUND. */
const liveProcedure = rolesProcedure(ANY_PROJECT_ROLE)
  .input(liveInput)
  .use(async ({ ctx, input, next }) => {
    const projectId = input.projectId ?? null;
    if (projectId && !(await findAccessibleProject(ctx.db, ctx.user, projectId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: nl.project.notFound });
    }
    return next({ ctx: { ...ctx, projectId } });
  });

export const liveRouter = router({
  /**
   * One stream per open page (browsers allow few connections per site): the signed-in user's
   * unread count, and with `projectId` that project's thread, timeline, files and header (and the
   * checklist for staff). Every event carries its id; a reconnect sends the last one and receives
   * what it missed. The stream ends within 5 s of the session ending, the role changing or the
   * project leaving the access rule.
   */
  events: liveProcedure.subscription(async function* ({ ctx, input, signal }) {
    const { projectId, user } = ctx;
    const wants = (event: LiveEventRow) =>
      event.recipientId === user.id || (projectId !== null && event.projectId === projectId && liveEventVisibleToRole(event.kind, user.role));
    // Subscribed before catching up, so nothing falls between the two; the hub's items are deduplicated below.
    const subscription = ctx.services.live.subscribe(wants);
    try {
      const sent = new Set<number>();
      let lastId = input.lastEventId ?? String(await latestLiveEventId(ctx.db));
      const send = async function* (items: Parameters<typeof livePayloads>[2]) {
        const fresh = items.filter((item) => item.type === 'resync' || !sent.has(item.event.id));
        for (const item of fresh) if (item.type === 'event') sent.add(item.event.id);
        for (const { id, payload } of await livePayloads(ctx.db, user.id, fresh, lastId)) {
          lastId = id;
          yield tracked(id, payload);
        }
      };

      if (input.lastEventId) {
        const missed = await liveEventsMissed(ctx.db, user, { afterId: Number(input.lastEventId), projectId, limit: CATCH_UP_LIMIT });
        if (missed.gap) {
          lastId = String(await latestLiveEventId(ctx.db));
          yield* send([{ type: 'resync' }]);
        }
        else yield* send(await ctx.services.live.enrich(missed.events.filter(wants)));
      }

      let nextCheck = Date.now() + LIVE_RECHECK_MS;
      while (!signal?.aborted) {
        const items = await subscription.inbox.take(nextCheck - Date.now(), signal);
        if (Date.now() >= nextCheck) {
          await assertStreamStillAllowed(ctx, projectId);
          nextCheck = Date.now() + LIVE_RECHECK_MS;
        }
        if (sent.size > 5_000) sent.clear();
        yield* send(items);
      }
    } finally {
      subscription.close();
    }
  }),
});
