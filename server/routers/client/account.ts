import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { accountSchema } from '@/src/schemas/account';
import { findProfile, updateOwnProfile } from '@/db/queries/profiles';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientAccountRouter = router({
  /** The personal data form; email is shown but cannot be changed. */
  get: clientProcedure.query(async ({ ctx }) => {
    const profile = await findProfile(ctx.db, ctx.user.id);
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: nl.generic.loadFailed });
    return profile;
  }),

  /** Full name, phone and address; any other field sent along (email) is stripped by the schema. */
  update: clientProcedure.input(accountSchema).mutation(async ({ ctx, input }) => {
    const profile = await updateOwnProfile(ctx.db, ctx.user.id, input);
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: nl.account.updateFailed });
    return profile;
  }),
});
