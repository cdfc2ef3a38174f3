import { TRPCError } from '@trpc/server';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { invitationIdSchema, inviteUserSchema } from '@/src/schemas/invitations';
import { openInvitationsAnswer } from '@/src/schemas/answers';
import { EmailTakenError, deleteUserAccount } from '@/db/queries/users';
import { findInvitation, listOpenInvitations } from '@/db/queries/invitations';
import { recordActivity } from '@/db/queries/activity';
import { inviteUser, mailInvitation, renewInvitation } from '@/server/features/accounts/invitations';
import { removeStoredFiles } from '@/server/storage/remove-files';
import { fieldError } from '@/server/trpc/field-error';
import { adminProcedure, router } from '@/server/trpc/init';
import { activitySource } from '@/server/trpc/context';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: t.notFound });

/** "Gebruiker uitnodigen" on Gebruikersbeheer, and the invitations nobody accepted yet. */
export const adminInvitationsRouter = router({
  list: adminProcedure.output(openInvitationsAnswer).query(({ ctx }) => listOpenInvitations(ctx.db)),

  /** Makes the account with its role and mails the link to choose a password. */
  create: adminProcedure.input(inviteUserSchema).mutation(async ({ ctx, input }) => {
    const invited = await ctx.db
      .transaction()
      .execute((trx) => inviteUser(trx, input, activitySource(ctx)))
      .catch((error: unknown) => {
        throw error instanceof EmailTakenError ? fieldError('email', t.emailTaken) : error;
      });
    await mailInvitation(ctx.services, input, invited.token);
    return { id: invited.invitationId, userId: invited.userId };
  }),

  /** A new link (the old one stops working), valid for another week. */
  resend: adminProcedure.input(invitationIdSchema).mutation(async ({ ctx, input }) => {
    const invitation = await findInvitation(ctx.db, input.invitationId);
    if (!invitation) throw notFound();
    const token = await renewInvitation(ctx.db, invitation.id, activitySource(ctx));
    if (!token) throw notFound();
    await mailInvitation(ctx.services, invitation, token);
    return { id: invitation.id };
  }),

  /** The link stops working and the account made for it goes, with the invitation. */
  withdraw: adminProcedure.input(invitationIdSchema).mutation(async ({ ctx, input }) => {
    const files = await ctx.db.transaction().execute(async (trx) => {
      const invitation = await findInvitation(trx, input.invitationId);
      if (!invitation) throw notFound();
      await recordActivity(trx, activitySource(ctx), { kind: 'invitation_withdrawn', subjectUserId: invitation.userId });
      return deleteUserAccount(trx, invitation.userId);
    });
    await removeStoredFiles(ctx.services.storage, ctx.log, files);
    return { id: input.invitationId };
  }),
});
