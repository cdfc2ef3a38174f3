import { TRPCError } from '@trpc/server';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { addCalendarDays, todayInAmsterdam } from '@/src/dates';
import { PACKAGES, PACKAGE_TYPES } from '@/src/domain/packages';
import { quoteLines } from '@/src/domain/quotes';
import type { QuoteDraft } from '@/src/schemas/quotes';
import type { QuoteOptions } from '@/src/schemas/quote-answers';
import { quotesText as t } from '@/src/text/nl/quotes';
import { listActiveModules } from '@/db/queries/modules';
import { allocateQuoteNumber, findQuote, findQuoteClient, insertQuote, updateConceptQuote, type QuoteDraftRow } from '@/db/queries/quotes';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import type { Actor } from '@/db/queries/projects';
import { fieldError } from '@/server/trpc/field-error';
import type { Services } from '@/server/services';

/** A suggestion for a new quote's valid-until date. */
export const DEFAULT_VALID_DAYS = 30;

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: t.errors.notFound });

/**
 * The package's monthly line, the chosen active modules at the catalogue's prices excl. btw at the configured rate, then the admin's
 * own one-off lines; the recipient as typed, or an existing client's name, company and address.
 */
async function priceDraft(trx: Transaction<Database>, services: Services, draft: QuoteDraft): Promise<QuoteDraftRow> {
  if (draft.validUntil < todayInAmsterdam(services.clock.now())) throw fieldError('validUntil', t.errors.validUntilPast);
  const pack = PACKAGES[draft.packageType];
  const modules = draft.moduleIds.length > 0 ? await listActiveModules(trx, draft.moduleIds) : [];
  if (modules.length !== draft.moduleIds.length) throw fieldError('moduleIds', t.errors.moduleNotFound);
  const lines = quoteLines({ package: pack, modules, vatRate: services.config.invoicing.vatRate }, draft.lines);
  const common = { packageType: draft.packageType, introduction: draft.introduction, validUntil: draft.validUntil, lines };
  const { recipient } = draft;
  if (recipient.kind === 'new') {
    return { ...common, recipientKind: 'new', clientId: null, recipientName: recipient.name, recipientCompany: recipient.company, recipientEmail: recipient.email };
  }
  const client = await findQuoteClient(trx, recipient.clientId);
  if (!client) throw fieldError('recipient.clientId', t.errors.clientNotFound);
  return {
    ...common,
    recipientKind: 'client',
    clientId: client.id,
    recipientName: client.fullName?.trim() || client.email,
    recipientCompany: client.companyName,
    recipientEmail: client.email,
  };
}

/** A new concept with the next number of this year's series. */
export async function createQuote(services: Services, draft: QuoteDraft, source: ActivitySource) {
  const now = services.clock.now();
  return services.db.transaction().execute(async (trx) => {
    const row = await priceDraft(trx, services, draft);
    const number = await allocateQuoteNumber(trx, Number(todayInAmsterdam(now).slice(0, 4)));
    const quote = await insertQuote(trx, row, { number, createdBy: source.actor?.id ?? null, now });
    await recordActivity(trx, source, { kind: 'quote_created', subjectId: quote.id, subjectUserId: row.clientId });
    return { id: quote.id, number: quote.quoteNumber };
  });
}

/** Changes a concept; a sent quote stays as it was sent. */
export async function updateQuote(services: Services, actor: Actor, id: string, draft: QuoteDraft, source: ActivitySource) {
  const now = services.clock.now();
  return services.db.transaction().execute(async (trx) => {
    const existing = await findQuote(trx, actor, id, true);
    if (!existing) throw notFound();
    if (existing.status !== 'concept') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: t.errors.notConcept });
    const row = await priceDraft(trx, services, draft);
    const quote = await updateConceptQuote(trx, id, row, now);
    if (!quote) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: t.errors.notConcept });
    await recordActivity(trx, source, { kind: 'quote_updated', subjectId: id, subjectUserId: row.clientId });
    return { id: quote.id, number: quote.quoteNumber };
  });
}

export async function quoteOptions(services: Services): Promise<QuoteOptions> {
  const modules = await listActiveModules(services.db);
  return {
    packages: PACKAGE_TYPES.map((type) => ({ type, name: PACKAGES[type].name, monthlyPrice: PACKAGES[type].monthlyPrice })),
    modules,
    vatRate: services.config.invoicing.vatRate,
    terms: services.config.terms,
    defaultValidUntil: addCalendarDays(todayInAmsterdam(services.clock.now()), DEFAULT_VALID_DAYS),
  };
}
