import { randomUUID } from 'node:crypto';
import { addCalendarDays, todayInAmsterdam } from '@/src/dates';
import { quoteDraftSchema, type QuoteDraftInput } from '@/src/schemas/quotes';
import type { Services } from '@/server/services';
import { createQuote } from '@/server/features/quotes/quote-drafts';
import { sendQuoteWithToken } from '@/server/features/quotes/send-quote';

// Tests only: quotes as an admin makes and sends them, through the features themselves.

/** A new contact's website quote with one line of the admin's own, valid for two weeks. */
export function quoteDraft(overrides: Partial<QuoteDraftInput> = {}): QuoteDraftInput {
  return {
    recipient: { kind: 'new', name: 'Anna de Vries', company: 'Bloemen & Zo', email: `anna-${randomUUID()}@test.nl` },
    packageType: 'website',
    moduleIds: [],
    lines: [{ description: 'Logo-ontwerp', quantity: '1', unitPrice: '250', vat: '21' }],
    introduction: 'Fijn dat we kennis maakten.',
    validUntil: addCalendarDays(todayInAmsterdam(), 14),
    ...overrides,
  };
}

const adminSource = (adminId: string) => ({ actor: { id: adminId, role: 'admin' as const }, network: null });

export function createConceptQuote(services: Services, adminId: string, draft: QuoteDraftInput = quoteDraft()) {
  return createQuote(services, quoteDraftSchema.parse(draft), adminSource(adminId));
}

/** A quote made and sent, with the token its mail carried. */
export async function createSentQuote(services: Services, adminId: string, draft: QuoteDraftInput = quoteDraft()) {
  const concept = await createConceptQuote(services, adminId, draft);
  const { token } = await sendQuoteWithToken(services, { id: adminId, role: 'admin' }, concept.id, adminSource(adminId));
  return { ...concept, token };
}
