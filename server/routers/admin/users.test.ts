import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { insertUpload } from '@/db/queries/content-uploads';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';

let env: TestEnv;
let admin: Awaited<ReturnType<typeof createTestUser>>;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Anna Beheer' });
  asAdmin = await callerFor(env.services, admin);
});
afterAll(() => env.close());

const db = () => env.services.db;

async function storedFile(projectId: string, uploadedBy: string) {
  const filePath = `${projectId}/${crypto.randomUUID()}.txt`;
  await env.services.storage.put(filePath, Buffer.from('tekst'), { contentType: 'text/plain' });
  await insertUpload(db(), { projectId, fileName: 'tekst.txt', filePath, fileType: 'text/plain', fileSize: 5, uploadedBy });
  return filePath;
}

describe('admin.users.list', () => {
  it('searches name, email and company on the server and pages with a total', async () => {
    const company = `Bakkerij Zoekbaar ${Date.now()}`;
    for (let i = 0; i < 27; i++) {
      const user = await createTestUser(env.services, { fullName: `Zoek Klant ${i}` });
      await db().updateTable('profiles').set({ companyName: company }).where('id', '=', user.id).execute();
    }
    const first = await asAdmin.admin.users.list({ q: 'zoekbaar', page: 1 });
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ companyName: company, role: 'client' });
    const second = await asAdmin.admin.users.list({ q: 'ZOEKBAAR', page: 2 });
    expect(second.items).toHaveLength(2);
    expect((await asAdmin.admin.users.list({ q: 'Anna Beheer', page: 1 })).items.map((u) => u.email)).toEqual([admin.email]);
    expect((await asAdmin.admin.users.list({ q: '%', page: 1 })).total).toBe(0);
  });

  it('lists one role for the pickers', async () => {
    const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Dev Picker' });
    const developers = await asAdmin.admin.users.list({ role: 'developer', q: 'picker' });
    expect(developers.items.map((u) => u.id)).toEqual([developer.id]);
  });

  it('lists clients and users without a role, never staff, for the new-project picker', async () => {
    const client = await createTestUser(env.services, { fullName: 'Kiesbaar Klant' });
    const registered = await createTestUser(env.services, { role: null, fullName: 'Kiesbaar Nieuw' });
    await createTestUser(env.services, { role: 'developer', fullName: 'Kiesbaar Developer' });
    await createTestUser(env.services, { role: 'admin', fullName: 'Kiesbaar Admin' });
    const picked = await asAdmin.admin.users.list({ role: 'client', withoutRole: true, q: 'kiesbaar' });
    expect(picked.items.map((u) => u.id).sort()).toEqual([client.id, registered.id].sort());
    expect(picked.total).toBe(2);
    expect((await asAdmin.admin.users.list({ role: 'client', q: 'kiesbaar' })).items.map((u) => u.id)).toEqual([client.id]);
  });
});

describe('admin.users.setRole', () => {
  it('changes a role', async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    expect(await asAdmin.admin.users.setRole({ userId: user.id, role: 'developer' })).toEqual({ id: user.id, role: 'developer' });
    const row = await db().selectFrom('userRoles').select('role').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('developer');
  });

  it('refuses to change the admin’s own role', async () => {
    const own = await rejection(asAdmin.admin.users.setRole({ userId: admin.id, role: 'client' }));
    expect(own.message).toBe(nl.users.notOwnRole);
  });
});

describe('the last admin', () => {
  // Each admin is refused on themselves, so only two admins acting on each other at once could
  // leave none: the server takes the admins' rows in its transaction and refuses the second.
  async function twoAdmins() {
    await db().updateTable('userRoles').set({ role: 'client' }).where('role', '=', 'admin').execute();
    const first = await createTestUser(env.services, { role: 'admin' });
    const second = await createTestUser(env.services, { role: 'admin' });
    return { first, second, asFirst: await callerFor(env.services, first), asSecond: await callerFor(env.services, second) };
  }

  async function admins() {
    return (await db().selectFrom('userRoles').select('userId').where('role', '=', 'admin').execute()).map((row) => row.userId);
  }

  it('stays when two admins demote each other at the same moment', async () => {
    const { first, second, asFirst, asSecond } = await twoAdmins();
    const results = await Promise.allSettled([
      asFirst.admin.users.setRole({ userId: second.id, role: 'client' }),
      asSecond.admin.users.setRole({ userId: first.id, role: 'client' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe(nl.users.lastAdmin);
    expect(await admins()).toHaveLength(1);
  });

  it('stays when two admins delete each other at the same moment', async () => {
    const { first, second, asFirst, asSecond } = await twoAdmins();
    const results = await Promise.allSettled([asFirst.admin.users.delete({ userId: second.id }), asSecond.admin.users.delete({ userId: first.id })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error).message).toBe(nl.users.lastAdmin);
    expect(await admins()).toHaveLength(1);
    await db().updateTable('userRoles').set({ role: 'admin' }).where('userId', '=', admin.id).execute();
  });
});

describe('admin.users.delete', () => {
  it('refuses to delete the admin themselves', async () => {
    expect((await rejection(asAdmin.admin.users.delete({ userId: admin.id }))).message).toBe(nl.users.notSelf);
  });

  it('deletes a client with their projects, files, sessions and role, and keeps their invoices', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Weg Klant' });
    await db().updateTable('profiles').set({ companyName: 'Weg BV', street: 'Laan 1', city: 'Delft' }).where('id', '=', client.id).execute();
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
    const file = await storedFile(project.id, client.id);
    await callerFor(env.services, client);
    await db()
      .insertInto('invoices')
      .values({ userId: client.id, invoiceNumber: `T-${Date.now()}`, amount: '30.00', vatAmount: '6.30', totalAmount: '36.30', description: 'Website', billingName: 'Weg BV', billingStreet: 'Laan 1', billingCity: 'Delft' })
      .execute();

    expect(await asAdmin.admin.users.delete({ userId: client.id })).toEqual({ id: client.id });

    for (const table of ['users', 'profiles'] as const) {
      expect(await db().selectFrom(table).select('id').where('id', '=', client.id).execute()).toEqual([]);
    }
    expect(await db().selectFrom('sessions').select('id').where('userId', '=', client.id).execute()).toEqual([]);
    expect(await db().selectFrom('userRoles').select('userId').where('userId', '=', client.id).execute()).toEqual([]);
    expect(await db().selectFrom('projects').select('id').where('id', '=', project.id).execute()).toEqual([]);
    expect(await db().selectFrom('projectTimeline').select('id').where('projectId', '=', project.id).execute()).toEqual([]);
    expect(await db().selectFrom('projectContentUploads').select('id').where('projectId', '=', project.id).execute()).toEqual([]);
    expect(await env.services.storage.exists(file)).toBe(false);
    const invoice = await db().selectFrom('invoices').select(['userId', 'billingName', 'billingStreet', 'billingCity']).where('billingName', '=', 'Weg BV').executeTakeFirstOrThrow();
    expect(invoice).toEqual({ userId: null, billingName: 'Weg BV', billingStreet: 'Laan 1', billingCity: 'Delft' });
  });

  it('deleting a developer unassigns their projects and keeps their messages without an author', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const client = await createTestUser(env.services, { role: 'client' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: developer.id });
    await (await callerFor(env.services, developer)).project.messages.send({ projectId: project.id, message: 'Ontwerp staat klaar' });

    await asAdmin.admin.users.delete({ userId: developer.id });

    const row = await db().selectFrom('projects').select('developerId').where('id', '=', project.id).executeTakeFirstOrThrow();
    expect(row.developerId).toBeNull();
    const messages = await (await callerFor(env.services, client)).project.messages.list({ projectId: project.id });
    expect(messages).toEqual([expect.objectContaining({ message: 'Ontwerp staat klaar', author: null })]);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    const missing = await rejection(asAdmin.admin.users.delete({ userId: crypto.randomUUID() }));
    expect(missing.code).toBe('NOT_FOUND');
    expect(missing.message).toBe(nl.users.notFound);
  });
});
