import { TRPCError, tracked } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { liveEventVisibleToRole } from '@/src/domain/live-events';
import { latestLiveEventId, liveEventsMissed, type LiveEventRow } from '@/db/queries/live-events';
import { findAccessibleProject } from '@/db/queries/projects';
import { assertStreamStillAllowed, LIVE_CHECK_MS } from '@/server/features/live/live-access';
import { asOneMessage, KEEPALIVE, livePayloads, type LiveItem } from '@/server/events/live-payloads';
import { router, rolesProcedure } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE } from '@/server/trpc/project-procedures';

/** What a reconnecting browser gets back at most; one that missed more reloads instead. */
const CATCH_UP_LIMIT = 500;
/** A quiet stream says something this often, give or take the hub's one-second clock (the browser reconnects after 25 s of silence). */
const KEEPALIVE_MS = 10_000;

const liveInput = z.object({
  /** The project the page shows, whose thread, timeline, checklist and files it follows. */
  projectId: z.guid(projectText.project.notFound).nullish(),
  /** Set by the browser's subscription link when it reconnects: the last event it received. */
  lastEventId: z.string().regex(/^\d{1,15}$/, nl.validation.invalidChoice).optional(),
});

/** The project of a live stream goes through the one access rule before anything is sent: another's is NOT_FOUND. */
const liveProcedure = rolesProcedure(ANY_PROJECT_ROLE)
  .input(liveInput)
  .use(async ({ ctx, input, next }) => {
    const projectId = input.projectId ?? null;
    if (projectId && !(await findAccessibleProject(ctx.db, ctx.user, projectId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
    }
    return next({ ctx: { projectId } });
  });

export const liveRouter = router({
  /**
   * One stream per open page, as browsers allow few connections per site; every event has an id, so a reconnect receives what it missed.
   * The stream ends within 5 s of the session ending, the role changing or the project leaving the access rule.
   */
  events: liveProcedure.subscription(async function* ({ ctx, input, signal }) {
    const { projectId, user } = ctx;
    const { live } = ctx.services;
    const wants = (event: LiveEventRow) =>
      event.recipientId === user.id || (projectId !== null && event.projectId === projectId && liveEventVisibleToRole(event.kind, user.role));
    // Subscribed before catching up, so nothing falls between the two; what came both ways is dropped.
    const subscription = live.subscribe(wants, signal);
    try {
      let lastId = input.lastEventId ?? String(await latestLiveEventId(ctx.db));
      let items: LiveItem[] = [];
      /** The events this stream caught up on (at most CATCH_UP_LIMIT): the hub may hand them on as well. */
      let caughtUp: Set<number> | undefined;
      if (input.lastEventId) {
        const missed = await liveEventsMissed(ctx.db, user, { afterId: Number(input.lastEventId), projectId, limit: CATCH_UP_LIMIT });
        if (missed.gap) lastId = String(await latestLiveEventId(ctx.db));
        items = missed.gap ? [{ type: 'resync' }] : await live.enrich(missed.events.filter(wants));
        caughtUp = new Set(missed.events.map((event) => event.id));
      }
      // The first check at a random moment: streams opened together (a restart's reconnects) spread theirs.
      let checkAt = Date.now() + LIVE_CHECK_MS * Math.random();
      let quietSince = Date.now();
      for (;;) {
        const made = items.length > 0 ? livePayloads(ctx.db, user.id, items, lastId, live.shared) : [];
        const outputs = Array.isArray(made) ? made : await made;
        if (outputs.length > 0) {
          const { id, payload } = asOneMessage(outputs);
          lastId = id;
          yield tracked(id, payload);
          quietSince = Date.now();
        } else if (Date.now() - quietSince >= KEEPALIVE_MS) {
          // Keeps proxies from closing a quiet stream and tells the browser it is still alive.
          yield tracked(lastId, KEEPALIVE);
          quietSince = Date.now();
        }
        if (signal?.aborted) return;
        items = await subscription.inbox.take(Math.min(checkAt, quietSince + KEEPALIVE_MS));
        if (caughtUp) items = items.filter((item) => item.type === 'resync' || !caughtUp.has(item.event.id));
        if (Date.now() >= checkAt) {
          await assertStreamStillAllowed(ctx, projectId);
          checkAt = Date.now() + LIVE_CHECK_MS;
        }
      }
    } finally {
      subscription.close();
    }
  }),
});
