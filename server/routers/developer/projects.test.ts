import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';

let env: TestEnv;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Daan Developer', email: 'daan.developer@bureau.test' });
  const baker = await createTestUser(env.services, { role: 'client', fullName: 'Karin Visser' });
  await env.services.db.updateTable('profiles').set({ companyName: 'Bakkerij Visser' }).where('id', '=', baker.id).execute();
  const florist = await createTestUser(env.services, { role: 'client', fullName: 'Bert Bloem' });
  await createTestProject(env.services, { clientId: baker.id, packageType: 'webshop', developerId: developer.id });
  const flowers = await createTestProject(env.services, { clientId: florist.id, packageType: 'website', developerId: developer.id });
  await env.services.db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', flowers.id).execute();
  asDeveloper = await callerFor(env.services, developer);
});
afterAll(() => env.close());

const clientsFound = async (q: string) => (await asDeveloper.developer.projects.list({ q, page: 1 })).items.map((project) => project.clientName);

describe('developer.projects.list search (spec 2: client name, company, package and status)', () => {
  it('finds a project by its client, company, package or Dutch status', async () => {
    expect(await clientsFound('karin')).toEqual(['Karin Visser']);
    expect(await clientsFound('bakkerij')).toEqual(['Karin Visser']);
    expect(await clientsFound('shop')).toEqual(['Karin Visser']);
    expect(await clientsFound('behandeling')).toEqual(['Bert Bloem']);
  });

  it("does not match the developer's own name or email, which every one of their projects carries", async () => {
    expect(await clientsFound('daan')).toEqual([]);
    expect(await clientsFound('developer')).toEqual([]);
    expect(await clientsFound('bureau.test')).toEqual([]);
  });
});
