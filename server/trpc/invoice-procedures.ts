import { TRPCError } from '@trpc/server';
import type { Role } from '@/src/domain/statuses';
import { invoicesText } from '@/src/text/nl/invoices';
import { invoiceIdSchema } from '@/src/schemas/invoice';
import { findVisibleInvoice } from '@/db/queries/invoices';
import { rolesProcedure } from './init';

/**
 * Shaped like projectProcedure: a wrong role is FORBIDDEN; an invoice or credit note the caller may not see (invoicesVisibleTo)
 * is NOT_FOUND, exactly like one that does not exist. The checked invoice is on ctx.invoice.
 */
export function invoiceProcedure<const R extends Role>(roles: readonly R[]) {
  return rolesProcedure(roles)
    .input(invoiceIdSchema)
    .use(async ({ ctx, input, next }) => {
      const invoice = await findVisibleInvoice(ctx.db, ctx.user, input.invoiceId);
      if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.notFound });
      return next({ ctx: { invoice } });
    });
}
