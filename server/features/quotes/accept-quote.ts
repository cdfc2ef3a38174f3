import { TRPCError } from '@trpc/server';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { quoteDownloadPaths } from '@/src/domain/quotes';
import { quotesText as t } from '@/src/text/nl/quotes';
import { insertQuoteSignature, markQuoteDecided, type QuoteRow } from '@/db/queries/quotes';
import { findAccountByEmail, insertQuotePurchases } from '@/db/queries/quote-acceptance';
import { createProjectWithTimeline } from '@/db/queries/project-creation';
import { grantRoleIfNone } from '@/db/queries/roles';
import { setCompanyName } from '@/db/queries/profiles';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import { announceQuoteAnswered } from '@/db/queries/notify-quotes';
import type { Context } from '@/server/trpc/context';
import { inviteUser } from '@/server/features/accounts/invitations';
import { mailQuoteAnswered, mailQuoteWelcome } from '@/server/features/mails/quote-mails';
import { openQuoteByToken, recipientSource } from './public-quote';

// A simple electronic signature, in one transaction under the quote's row lock: a second acceptance waits, then finds it answered
// (NOT_FOUND), so the signature row, the project and the purchases are written exactly once.

export interface Acceptance {
  token: string;
  fullName: string;
  agree: true;
}

/**
 * The client the quote is for: the existing client, else the account the address has (a client or
 * a registration without a role yet), else a new account with an invitation to choose a password.
 */
async function clientFor(trx: Transaction<Database>, quote: QuoteRow, source: ActivitySource) {
  if (quote.clientId) return { clientId: quote.clientId, invitationToken: null };
  const account = await findAccountByEmail(trx, quote.recipientEmail);
  if (account) {
    if (account.role !== null && account.role !== 'client') throw new TRPCError({ code: 'CONFLICT', message: t.errors.emailTaken });
    await grantRoleIfNone(trx, account.id, 'client');
    return { clientId: account.id, invitationToken: null };
  }
  const invited = await inviteUser(trx, { email: quote.recipientEmail, fullName: quote.recipientName, role: 'client' }, source);
  if (quote.recipientCompany) await setCompanyName(trx, invited.userId, quote.recipientCompany);
  return { clientId: invited.userId, invitationToken: invited.token };
}

export async function acceptQuote(ctx: Context, input: Acceptance) {
  const now = ctx.services.clock.now();
  const source = recipientSource(ctx);
  const accepted = await ctx.db.transaction().execute(async (trx) => {
    const quote = await openQuoteByToken(trx, input.token, now, true);
    const { clientId, invitationToken } = await clientFor(trx, quote, source);
    await insertQuoteSignature(trx, {
      quoteId: quote.id,
      fullName: input.fullName,
      signedAt: now,
      network: ctx.device.ipNetwork,
      userAgent: ctx.device.userAgent,
      pdfSha256: quote.pdfSha256,
    });
    const project = await createProjectWithTimeline(trx, { clientId, packageType: quote.packageType, createdAt: now });
    await insertQuotePurchases(trx, quote.id, project.id, now);
    await markQuoteDecided(trx, quote.id, { status: 'geaccepteerd', at: now, clientId, projectId: project.id });
    await recordActivity(trx, source, { kind: 'quote_accepted', subjectId: quote.id, subjectUserId: clientId, projectId: project.id });
    await recordActivity(trx, source, { kind: 'project_created', projectId: project.id, subjectUserId: clientId });
    await announceQuoteAnswered(trx, { ...quote, clientId, projectId: project.id }, 'quote_accepted');
    return { quote, invitationToken };
  });
  const { quote, invitationToken } = accepted;
  await mailQuoteAnswered(ctx.services, ctx.log, quote, { accepted: true });
  await mailQuoteWelcome(ctx.services, ctx.log, quote, invitationToken);
  return { status: 'geaccepteerd' as const, signedPdfUrl: quoteDownloadPaths.signedPdfByToken(input.token), newAccount: invitationToken !== null };
}
