import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { createSentQuote, quoteDraft } from '@/server/testing/quote-fixtures';

// Facturen's "Getekende offertes": a client finds the quotes they accepted, and no one else's.

let env: TestEnv;
let admin: { id: string };
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
});
afterAll(() => env.close());

/** A quote sent to an existing client, and accepted by them. */
async function acceptedBy(clientId: string) {
  const quote = await createSentQuote(env.services, admin.id, quoteDraft({ recipient: { kind: 'client', clientId } }));
  await (await callerFor(env.services)).quote.accept({ token: quote.token, fullName: 'Anna de Vries', agree: true });
  return quote;
}

describe('client.quotes.signed', () => {
  it("lists the client's own accepted quotes, newest first, and never another client's", async () => {
    const [clientA, clientB] = await Promise.all([createTestUser(env.services, { role: 'client' }), createTestUser(env.services, { role: 'client' })]);
    const first = await acceptedBy(clientA.id);
    const second = await acceptedBy(clientA.id);
    const ofB = await acceptedBy(clientB.id);
    // Sent to A but not (yet) accepted, and declined by A: neither is a signed quote.
    await createSentQuote(env.services, admin.id, quoteDraft({ recipient: { kind: 'client', clientId: clientA.id } }));
    const declined = await createSentQuote(env.services, admin.id, quoteDraft({ recipient: { kind: 'client', clientId: clientA.id } }));
    await (await callerFor(env.services)).quote.decline({ token: declined.token, reason: 'Te duur' });

    const a = await (await callerFor(env.services, clientA)).client.quotes.signed({ page: 1 });
    expect(a.total).toBe(2);
    expect(a.items.map((quote) => quote.number)).toEqual([second.number, first.number]);
    expect(a.items.every((quote) => quote.acceptedAt instanceof Date)).toBe(true);

    const b = await (await callerFor(env.services, clientB)).client.quotes.signed({ page: 1 });
    expect(b).toEqual({ items: [expect.objectContaining({ id: ofB.id, number: ofB.number })], total: 1 });
  });

  it('is for clients only', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    expect((await rejection((await callerFor(env.services, developer)).client.quotes.signed({ page: 1 }))).code).toBe('FORBIDDEN');
  });
});
