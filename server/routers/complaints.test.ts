import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
let users: Record<'client' | 'otherClient' | 'developer' | 'admin', Awaited<ReturnType<typeof createTestUser>>>;
let project: { id: string };
let otherProject: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  users = {
    client: await createTestUser(env.services, { role: 'client', fullName: 'Karin Klant' }),
    otherClient: await createTestUser(env.services, { role: 'client', fullName: 'Bert Buur' }),
    developer: await createTestUser(env.services, { role: 'developer', fullName: 'Dirk Developer' }),
    admin: await createTestUser(env.services, { role: 'admin', fullName: 'Anna Beheer' }),
  };
  project = await createTestProject(env.services, { clientId: users.client.id, packageType: 'webshop', developerId: users.developer.id });
  otherProject = await createTestProject(env.services, { clientId: users.otherClient.id, packageType: 'website' });
});
afterAll(() => env.close());

const as = (who: keyof typeof users) => callerFor(env.services, users[who]);

describe('complaints.create', () => {
  it('files an open complaint about an own project, trimmed, and mails every admin the complainant and subject', async () => {
    env.delivered.length = 0;
    const filed = await (await as('client')).complaints.create({ subject: '  Site traag ', description: ' Laadt langzaam ', priority: 'high', projectId: project.id });
    expect(filed).toMatchObject({ subject: 'Site traag', status: 'open', priority: 'high', projectId: project.id });
    await env.services.mailer.deliverDue();
    const mail = env.delivered.find((m) => m.to === users.admin.email);
    expect(mail?.subject).toBe('Nieuwe klacht: Site traag');
    expect(mail?.text).toContain('Karin Klant heeft een klacht ingediend: "Site traag".');
  });

  it('lets a developer file about an assigned project, or about none', async () => {
    const asDeveloper = await as('developer');
    expect((await asDeveloper.complaints.create({ subject: 'Hosting', description: 'Geen toegang', projectId: project.id })).priority).toBe('normal');
    expect((await asDeveloper.complaints.create({ subject: 'Algemeen', description: 'Iets', projectId: 'none' })).projectId).toBeNull();
  });

  it("refuses another's project as not found", async () => {
    const error = await rejection((await as('client')).complaints.create({ subject: 'a', description: 'b', projectId: otherProject.id }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Project niet gevonden' });
    const unassigned = await createTestUser(env.services, { role: 'developer' });
    const asUnassigned = await callerFor(env.services, unassigned);
    expect((await rejection(asUnassigned.complaints.create({ subject: 'a', description: 'b', projectId: project.id }))).code).toBe('NOT_FOUND');
  });

  it('asks for subject and description in Dutch, and bounds their length', async () => {
    const asClient = await as('client');
    expect(shownMessage(await rejection(asClient.complaints.create({ subject: '  ', description: 'b' })))).toBe('Vul alle verplichte velden in');
    expect(shownMessage(await rejection(asClient.complaints.create({ subject: 'a', description: '' })))).toBe('Vul alle verplichte velden in');
    expect(shownMessage(await rejection(asClient.complaints.create({ subject: 'x'.repeat(201), description: 'b' })))).toBe('Dit veld mag maximaal 200 tekens zijn');
  });
});

describe('complaints.listOwn', () => {
  it("shows only the user's own complaints, newest first, with the project's package type", async () => {
    const asClient = await as('client');
    await asClient.complaints.create({ subject: 'Tweede', description: 'Later', projectId: null });
    const own = await asClient.complaints.listOwn({ page: 1 });
    expect(own.items.map((c) => c.subject)).toEqual(['Tweede', 'Site traag']);
    expect(own.items[1]).toMatchObject({ packageType: 'webshop', status: 'open', adminNotes: null });
    expect((await (await as('otherClient')).complaints.listOwn({ page: 1 })).items).toEqual([]);
  });
});

describe('complaints.projectOptions', () => {
  it("offers the user's own projects to pick, never another's", async () => {
    expect((await (await as('client')).complaints.projectOptions({ q: '' })).items.map((p) => p.id)).toEqual([project.id]);
    expect((await (await as('otherClient')).complaints.projectOptions({ q: '' })).items.map((p) => p.id)).toEqual([otherProject.id]);
  });

  it("names a developer's projects by client and company, and finds one beyond the newest page on the server", async () => {
    const asDeveloper = await as('developer');
    await env.services.db.updateTable('profiles').set({ companyName: 'Klant & Co' }).where('id', '=', users.client.id).execute();
    for (let i = 0; i < 25; i++) {
      const client = await createTestUser(env.services, { role: 'client', fullName: `Nieuwere Klant ${i}` });
      await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: users.developer.id });
    }
    const first = await asDeveloper.complaints.projectOptions({ q: '' });
    expect(first.total).toBe(26);
    expect(first.items).toHaveLength(25);
    expect(first.items.map((p) => p.id)).not.toContain(project.id);
    const found = await asDeveloper.complaints.projectOptions({ q: 'karin' });
    expect(found.items).toEqual([expect.objectContaining({ id: project.id, clientName: 'Karin Klant', companyName: 'Klant & Co', packageType: 'webshop' })]);
    expect((await asDeveloper.complaints.projectOptions({ q: 'klant & co' })).items.map((p) => p.id)).toEqual([project.id]);
    expect((await asDeveloper.complaints.projectOptions({ q: 'bert' })).items).toEqual([]);
  });
});
