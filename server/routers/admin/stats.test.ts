import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { line } from '@/server/testing/money-fixtures';

let env: TestEnv;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
});
afterAll(() => env.close());

describe('admin.stats.get', () => {
  it('counts the invoices', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Els Jansen' });
    await env.services.db.updateTable('profiles').set({ companyName: 'Jansen BV', street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens' }).where('id', '=', client.id).execute();
    await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30,00')] });
    const count = await env.services.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await asAdmin.admin.stats.get()).invoices).toBe(Number(count.n));
  });

  it('counts the projects and those in progress as a count of the projects does', async () => {
    const count = (status?: 'in_progress') =>
      env.services.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(status !== undefined, (query) => query.where('status', '=', status!))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const client = await createTestUser(env.services, { role: 'client' });
    for (const status of ['pending', 'in_progress', 'in_progress', 'completed'] as const) {
      const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: null });
      await env.services.db.updateTable('projects').set({ status }).where('id', '=', project.id).execute();
    }
    const stats = await asAdmin.admin.stats.get();
    expect(stats.totalProjects).toBe(await count());
    expect(stats.activeProjects).toBe(await count('in_progress'));
    expect(stats.totalProjects).toBeGreaterThan(0);
  });
});
