import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayment } from '@/server/payments/record-payment';
import type { SandboxPayments } from '@/server/payments/sandbox';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';

// The developer's project page lists what the client bought for the project, so they know what to
// build: each module with when it was bought, monthly or once, and where it stands.

let env: TestEnv;
let client: { id: string };
let developer: { id: string };
let admin: { id: string };
let project: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { role: 'client' });
  developer = await createTestUser(env.services, { role: 'developer' });
  admin = await createTestUser(env.services, { role: 'admin' });
  project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
});
afterAll(() => env.close());

/** The client buys a module through the sandbox's checkout, as on /upsells. */
async function buy(title: string, options: { price?: string } = {}) {
  const module = await env.services.db
    .insertInto('modules')
    .values({ title, description: `Over ${title}`, price: options.price ?? '49.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const started = await (await callerFor(env.services, client)).client.modules.buy({ projectId: project.id, moduleId: module.id });
  const providerId = started.checkoutUrl.split('/').pop()!;
  await (env.services.payments as SandboxPayments).sandboxComplete(providerId, 'paid');
  await recordPayment(env.services, providerId);
  return env.services.db.selectFrom('modulePurchases').select('id').where('moduleId', '=', module.id).executeTakeFirstOrThrow();
}

describe("the modules on a developer's project page", () => {
  it('are none before the client buys any', async () => {
    expect(await (await callerFor(env.services, developer)).project.modules.list({ projectId: project.id })).toEqual([]);
  });

  it('list each bought module, newest first, with its status; without prices', async () => {
    await buy('Nieuwsbrief');
    const refunded = await buy('Extra pagina');
    await buy('Blog', { price: '99.00' });
    await (await callerFor(env.services, admin)).admin.modules.refundPurchase({ projectId: project.id, purchaseId: refunded.id, amount: '49.00', reason: 'Toch niet nodig' });

    const modules = await (await callerFor(env.services, developer)).project.modules.list({ projectId: project.id });
    expect(modules.map(({ title, description, isRecurring, status }) => ({ title, description, isRecurring, status }))).toEqual([
      { title: 'Blog', description: 'Over Blog', isRecurring: false, status: 'active' },
      { title: 'Extra pagina', description: 'Over Extra pagina', isRecurring: false, status: 'refunded' },
      { title: 'Nieuwsbrief', description: 'Over Nieuwsbrief', isRecurring: false, status: 'active' },
    ]);
    expect(Object.keys(modules[0]!).sort()).toEqual(['description', 'id', 'isRecurring', 'purchasedAt', 'status', 'title']);
  });

  it('mark a module whose payment was charged back', async () => {
    const bought = await buy('Meertaligheid');
    await env.services.db.updateTable('modulePurchases').set({ chargedBackAt: new Date() }).where('id', '=', bought.id).execute();
    const modules = await (await callerFor(env.services, admin)).project.modules.list({ projectId: project.id });
    expect(modules.find((module) => module.title === 'Meertaligheid')?.status).toBe('charged_back');
  });

  it('are no business of another developer or of the client here', async () => {
    const other = await createTestUser(env.services, { role: 'developer' });
    expect((await rejection((await callerFor(env.services, other)).project.modules.list({ projectId: project.id }))).code).toBe('NOT_FOUND');
    expect((await rejection((await callerFor(env.services, client)).project.modules.list({ projectId: project.id }))).code).toBe('FORBIDDEN');
  });
});
