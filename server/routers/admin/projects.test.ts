import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { MAX_PROJECTS_PER_CLIENT } from '@/src/domain/packages';
import { insertUpload } from '@/db/queries/content-uploads';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { intakeInput, rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
let developer: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  env = await createTestEnv();
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Daan Developer' });
});
afterAll(() => env.close());

const db = () => env.services.db;

describe('admin.projects.create', () => {
  it('writes the package price and the default timeline, and makes a user without a role a client', async () => {
    const user = await createTestUser(env.services, { role: null, fullName: 'Nieuwe Klant' });
    const { id } = await asAdmin.admin.projects.create({ clientId: user.id, packageType: 'webshop', developerId: developer.id });
    const project = await db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(project).toMatchObject({ clientId: user.id, developerId: developer.id, packageType: 'webshop', monthlyPrice: '55.00', status: 'pending' });
    const steps = await db().selectFrom('projectTimeline').select('stepName').where('projectId', '=', id).orderBy('stepNumber').execute();
    expect(steps.map((s) => s.stepName)).toEqual(DEFAULT_TIMELINE.map((s) => s.stepName));
    const role = await db().selectFrom('userRoles').select('role').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(role.role).toBe('client');
  });

  it(`stops at ${MAX_PROJECTS_PER_CLIENT} projects per client, for the admin and for the client's own onboarding`, async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    await db().updateTable('profiles').set({ companyName: 'Veel Projecten BV', phone: '020 1234567', street: 'Straat 1', postcode: '1234 AB', city: 'Ergens' }).where('id', '=', client.id).execute();
    for (let i = 0; i < MAX_PROJECTS_PER_CLIENT - 1; i++) await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
    await asAdmin.admin.projects.create({ clientId: client.id, packageType: 'website' });
    const tooMany = await rejection(asAdmin.admin.projects.create({ clientId: client.id, packageType: 'website' }));
    expect(tooMany).toMatchObject({ code: 'CONFLICT', message: projectText.project.tooMany(MAX_PROJECTS_PER_CLIENT) });
    const asClient = await callerFor(env.services, client);
    const ownTooMany = await rejection(asClient.client.onboarding.complete({ packageType: 'website', intent: 'new' }));
    expect(ownTooMany).toMatchObject({ code: 'CONFLICT', message: projectText.project.tooMany(MAX_PROJECTS_PER_CLIENT) });
    const projects = await db().selectFrom('projects').select('id').where('clientId', '=', client.id).execute();
    expect(projects).toHaveLength(MAX_PROJECTS_PER_CLIENT);
    expect((await asClient.client.dashboard.get()).projects).toHaveLength(MAX_PROJECTS_PER_CLIENT);
  });

  it('refuses a missing client or package with the spec message, staff as client, and a non-developer', async () => {
    const missing = await rejection(asAdmin.admin.projects.create({ clientId: '', packageType: 'website' }));
    expect(shownMessage(missing)).toBe(nl.validation.newProjectRequired);
    const staffClient = await rejection(asAdmin.admin.projects.create({ clientId: developer.id, packageType: 'website' }));
    expect(staffClient.message).toBe(projectText.project.clientIsStaff);
    const client = await createTestUser(env.services, { role: 'client' });
    const otherClient = await createTestUser(env.services, { role: 'client' });
    const notDeveloper = await rejection(asAdmin.admin.projects.create({ clientId: client.id, packageType: 'website', developerId: otherClient.id }));
    expect(notDeveloper.message).toBe(projectText.project.notADeveloper);
    expect(await db().selectFrom('projects').select('id').where('clientId', '=', client.id).execute()).toEqual([]);
  });
});

describe('admin.projects.list', () => {
  it('searches client, company, package, Dutch status and developer on the server, with "x van y"', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Sophie Zoekmans' });
    await db().updateTable('profiles').set({ companyName: 'Kapsalon Knip' }).where('id', '=', client.id).execute();
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: developer.id, status: 'on_hold' });
    const ids = async (q: string) => (await asAdmin.admin.projects.list({ q })).items.map((item) => item.id);
    expect(await ids('zoekmans')).toEqual([project.id]);
    expect(await ids('KNIP')).toEqual([project.id]);
    expect(await ids(client.email)).toEqual([project.id]);
    expect(await ids('daan developer')).toContain(project.id);
    expect(await ids('on hold')).toContain(project.id);
    expect(await ids('webshop')).toContain(project.id);
    const page = await asAdmin.admin.projects.list({ q: 'zoekmans' });
    expect(page).toMatchObject({ total: 1, items: [{ clientName: 'Sophie Zoekmans', companyName: 'Kapsalon Knip', developerName: 'Daan Developer' }] });
  });

  it('counts every match with each page, also on a page past the last', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Teller Telmans' });
    for (let n = 0; n < 3; n++) await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
    expect(await asAdmin.admin.projects.list({ q: 'telmans', page: 1 })).toMatchObject({ total: 3, items: [{}, {}, {}] });
    expect(await asAdmin.admin.projects.list({ q: 'telmans', page: 2 })).toEqual({ total: 3, items: [] });
    expect(await asAdmin.admin.projects.list({ q: 'niemand-heet-zo', page: 1 })).toEqual({ total: 0, items: [] });
  });

  it('lists and counts a project once when its client, its developer and its package all match', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Webshop Dubbelmans' });
    const namesake = await createTestUser(env.services, { role: 'developer', fullName: 'Dubbelmans Webshopbouw' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: namesake.id });
    const other = await createTestUser(env.services, { role: 'client', fullName: 'Els Anders' });
    const unassigned = await createTestProject(env.services, { clientId: other.id, packageType: 'webshop', developerId: null });
    const byDeveloperAndPackage = await createTestProject(env.services, { clientId: other.id, packageType: 'webshop', developerId: namesake.id });
    const dubbelmans = await asAdmin.admin.projects.list({ q: 'dubbelmans', page: 1 });
    expect(dubbelmans.total).toBe(2);
    expect(dubbelmans.items.map((item) => item.id).sort()).toEqual([project.id, byDeveloperAndPackage.id].sort());
    const webshops = await asAdmin.admin.projects.list({ q: 'webshop', page: 1 });
    for (const found of [project, unassigned, byDeveloperAndPackage]) expect(webshops.items.filter((item) => item.id === found.id)).toHaveLength(1);
    expect(new Set(webshops.items.map((item) => item.id)).size).toBe(webshops.items.length);
    expect(webshops.total).toBe(webshops.items.length);
  });

  it("finds a project by its people's current names: after a rename, another developer, or none", async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Wim Oudenaam' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
    const other = await createTestUser(env.services, { role: 'developer', fullName: 'Roos Tweede' });
    const ids = async (q: string) => (await asAdmin.admin.projects.list({ q })).items.map((item) => item.id);

    await db().updateTable('profiles').set({ fullName: 'Wim Nieuwenaam', companyName: 'Tegelzetterij Vlak' }).where('id', '=', client.id).execute();
    expect(await ids('oudenaam')).toEqual([]);
    expect(await ids('nieuwenaam')).toEqual([project.id]);
    expect(await ids('tegelzetterij')).toEqual([project.id]);

    await asAdmin.admin.projects.assignDeveloper({ projectId: project.id, developerId: other.id });
    expect(await ids('roos tweede')).toEqual([project.id]);
    await db().updateTable('profiles').set({ email: 'roos@bureau-elders.nl' }).where('id', '=', other.id).execute();
    expect(await ids('bureau-elders')).toEqual([project.id]);
    await asAdmin.admin.projects.assignDeveloper({ projectId: project.id, developerId: 'none' });
    expect(await ids('roos tweede')).toEqual([]);
    expect(await ids('nieuwenaam')).toEqual([project.id]);
  });
});

describe('assigning, status and deletion', () => {
  it('assigns any developer, also one past the first page of 25: the select finds them by a server-side search', async () => {
    const oldest = await createTestUser(env.services, { role: 'developer', fullName: 'Olga Oudgediende' });
    for (let i = 0; i < 26; i++) await createTestUser(env.services, { role: 'developer', fullName: `Nieuwe Developer ${i}` });
    const firstPage = await asAdmin.admin.users.list({ role: 'developer', q: '', page: 1 });
    expect(firstPage.total).toBeGreaterThan(26);
    expect(firstPage.items.map((user) => user.id)).not.toContain(oldest.id);
    const found = await asAdmin.admin.users.list({ role: 'developer', q: 'olga', page: 1 });
    expect(found.items.map((user) => user.id)).toEqual([oldest.id]);
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Klant Van Olga' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
    await asAdmin.admin.projects.assignDeveloper({ projectId: project.id, developerId: oldest.id });
    const listed = await asAdmin.admin.projects.list({ q: 'Klant Van Olga', page: 1 });
    expect(listed.items).toEqual([expect.objectContaining({ id: project.id, developerId: oldest.id, developerName: 'Olga Oudgediende' })]);
  });

  it('assigns only a developer, unassigns, and sets any status', async () => {
    const project = await createTestProject(env.services, { clientId: (await createTestUser(env.services)).id, packageType: 'website' });
    await asAdmin.admin.projects.assignDeveloper({ projectId: project.id, developerId: developer.id });
    const client = await createTestUser(env.services, { role: 'client' });
    const refused = await rejection(asAdmin.admin.projects.assignDeveloper({ projectId: project.id, developerId: client.id }));
    expect(refused.message).toBe(projectText.project.notADeveloper);
    expect((await db().selectFrom('projects').select('developerId').where('id', '=', project.id).executeTakeFirstOrThrow()).developerId).toBe(developer.id);
    await asAdmin.admin.projects.assignDeveloper({ projectId: project.id, developerId: 'none' });
    await asAdmin.admin.projects.setStatus({ projectId: project.id, status: 'completed' });
    expect(await db().selectFrom('projects').select(['developerId', 'status']).where('id', '=', project.id).executeTakeFirstOrThrow()).toEqual({
      developerId: null,
      status: 'completed',
    });
  });

  it('deletes the project with its intake, timeline, checklist, messages and files', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
    const asClient = await callerFor(env.services, client);
    await asClient.project.intake.save({ projectId: project.id, submit: false, ...intakeInput() });
    await asClient.project.messages.send({ projectId: project.id, message: 'Hoi' });
    await asAdmin.project.checklist.add({ projectId: project.id, title: 'Domein' });
    const filePath = `${project.id}/${crypto.randomUUID()}.txt`;
    await env.services.storage.put(filePath, Buffer.from('x'), { contentType: 'text/plain' });
    await insertUpload(db(), { projectId: project.id, fileName: 'x.txt', filePath, fileType: 'text/plain', fileSize: 1, uploadedBy: client.id });

    await asAdmin.admin.projects.delete({ projectId: project.id });

    for (const table of ['intakeForms', 'projectTimeline', 'checklistItems', 'projectUpdates', 'projectContentUploads'] as const) {
      expect(await db().selectFrom(table).select('id').where('projectId', '=', project.id).execute(), table).toEqual([]);
    }
    expect(await env.services.storage.exists(filePath)).toBe(false);
    expect((await rejection(asAdmin.admin.projects.delete({ projectId: project.id }))).message).toBe(projectText.project.notFound);
  });
});
