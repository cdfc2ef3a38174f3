import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { detailsWithMandate, rejection } from '@/server/testing/client-fixtures';
import { createSentQuote, quoteDraft } from '@/server/testing/quote-fixtures';

// After accepting a quote the client lands in onboarding at the company-details and SEPA-mandate
// step; finishing it completes the quote's project and makes no second one.

let env: TestEnv;
let admin: { id: string };
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
});
afterAll(() => env.close());

describe('onboarding after an accepted quote', () => {
  it('asks the details and the mandate for the quote\'s project, then lets the client in', async () => {
    const draft = quoteDraft({ packageType: 'webshop' });
    const { token } = await createSentQuote(env.services, admin.id, draft);
    await (await callerFor(env.services)).quote.accept({ token, fullName: 'Anna de Vries', agree: true });
    const email = (draft.recipient as { email: string }).email;
    const account = await env.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const project = await env.services.db.selectFrom('projects').select('id').where('clientId', '=', account.id).executeTakeFirstOrThrow();
    const client = await callerFor(env.services, account);

    expect(await client.auth.me()).toMatchObject({ role: 'client', hasProject: true, quoteOnboarding: true });
    expect(await client.client.onboarding.status()).toEqual({ mandateActive: false, quoteProject: { projectId: project.id, packageType: 'webshop' } });
    expect((await rejection(client.client.onboarding.complete({ packageType: 'webshop', details: detailsWithMandate().details }))).code).toBe('BAD_REQUEST');

    const done = await client.client.onboarding.complete({ packageType: 'webshop', ...detailsWithMandate() });
    expect(done).toEqual({ projectId: project.id, mandateStatus: 'valid' });
    expect(await env.services.db.selectFrom('projects').select('id').where('clientId', '=', account.id).execute()).toEqual([{ id: project.id }]);
    expect(await client.auth.me()).toMatchObject({ quoteOnboarding: false, profile: { companyName: 'Bakkerij de Vries' } });
    expect((await client.client.onboarding.status()).quoteProject).toBeNull();
  });
});
