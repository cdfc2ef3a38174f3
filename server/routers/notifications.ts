import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import { mailOptionalKindsFor, NOTIFICATION_PAGE_SIZE, notificationSentence } from '@/src/domain/notifications';
import { mailPreferenceSchema, notificationIdSchema, notificationPageSchema } from '@/src/schemas/notifications';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/db/queries/notifications';
import { mailTurnedOff, setMailPreference } from '@/db/queries/mail-preferences';
import { notificationPageAnswer, notificationReadAnswer } from '@/src/schemas/answers';
import { rolesProcedure, router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE } from '@/server/trpc/project-procedures';

/** Everyone with a role has a bell; each sees and changes only their own notifications. */
const signedIn = rolesProcedure(ANY_PROJECT_ROLE);

export const notificationsRouter = router({
  /** The panel: the newest 20, then older ones (`cursor`: the oldest shown), each as one Dutch sentence with its link. */
  list: signedIn.input(notificationPageSchema).output(notificationPageAnswer).query(async ({ ctx, input }) => {
    const rows = await listNotifications(ctx.db, ctx.user.id, { limit: NOTIFICATION_PAGE_SIZE, before: input.cursor });
    const items = rows.map(({ params, personName, ...row }) => ({ ...row, sentence: notificationSentence({ kind: row.kind, params, personName }) }));
    return { items, nextCursor: items.length === NOTIFICATION_PAGE_SIZE ? items.at(-1)!.id : null };
  }),

  /** The bell's number. */
  unreadCount: signedIn.query(async ({ ctx }) => ({ unread: await countUnreadNotifications(ctx.db, ctx.user.id) })),

  /** Another's notification reads as missing. */
  markRead: signedIn.input(notificationIdSchema).output(notificationReadAnswer).mutation(async ({ ctx, input }) => {
    const row = await ctx.db.transaction().execute((trx) => markNotificationRead(trx, ctx.user.id, input.notificationId, ctx.services.clock.now()));
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: centre.notificationCentre.notFound });
    return row;
  }),

  /** "Alles gelezen". */
  markAllRead: signedIn.mutation(async ({ ctx }) => ({
    changed: await ctx.db.transaction().execute((trx) => markAllNotificationsRead(trx, ctx.user.id, ctx.services.clock.now())),
  })),

  /** /account, Meldingen: the mails this user may turn off, and whether each is on. */
  mailPreferences: signedIn.query(async ({ ctx }) => {
    const off = await mailTurnedOff(ctx.db, ctx.user.id);
    return { kinds: mailOptionalKindsFor(ctx.user.role).map((kind) => ({ kind, mail: !off.has(kind) })) };
  }),

  /** Turns one kind's mail on or off; a kind this role never receives is refused. */
  setMailPreference: signedIn.input(mailPreferenceSchema).mutation(async ({ ctx, input }) => {
    if (!mailOptionalKindsFor(ctx.user.role).includes(input.kind)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: nl.validation.invalidChoice });
    }
    await setMailPreference(ctx.db, ctx.user.id, input.kind, input.mail);
    return input;
  }),
});
