import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { timelineText } from '@/src/text/nl/timeline';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

// The staff's side of a project: detail header, build link, checklist, marking a step ready, rescheduling.

let env: TestEnv;
let client: Awaited<ReturnType<typeof createTestUser>>;
let developer: Awaited<ReturnType<typeof createTestUser>>;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
let asClient: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { role: 'client', fullName: 'Lotte Klant' });
  await env.services.db.updateTable('profiles').set({ companyName: 'Lotte Lingerie', phone: '0612345678' }).where('id', '=', client.id).execute();
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Daan Dev' });
  asDeveloper = await callerFor(env.services, developer);
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  asClient = await callerFor(env.services, client);
});
afterAll(() => env.close());

const newProject = () => createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: developer.id });

async function stepId(projectId: string, stepNumber: number) {
  return (await env.services.db.selectFrom('projectTimeline').select('id').where('projectId', '=', projectId).where('stepNumber', '=', stepNumber).executeTakeFirstOrThrow()).id;
}

describe('project.detail', () => {
  it('shows the client with company, email and phone, and the developer', async () => {
    const project = await newProject();
    expect(await asAdmin.project.detail.get({ projectId: project.id })).toMatchObject({
      clientName: 'Lotte Klant',
      companyName: 'Lotte Lingerie',
      clientEmail: client.email,
      clientPhone: '0612345678',
      developerName: 'Daan Dev',
      monthlyPrice: '55.00',
    });
  });

  it('saves an http(s) build link and refuses anything else', async () => {
    const project = await newProject();
    await asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: 'preview.lotte.nl' });
    expect((await asClient.project.timeline.get({ projectId: project.id })).project.buildLink).toBe('https://preview.lotte.nl');
    const bad = await rejection(asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: 'javascript:alert(1)' }));
    expect(shownMessage(bad)).toBe(nl.validation.urlInvalid);
    await asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: '' });
    expect((await asClient.project.timeline.get({ projectId: project.id })).project.buildLink).toBeNull();
  });
});

describe('project.checklist', () => {
  it('adds items last with a trimmed title, toggles them either way, and the admin deletes', async () => {
    const project = await newProject();
    await asAdmin.project.checklist.add({ projectId: project.id, title: '  Domein registreren ', description: '' });
    await asDeveloper.project.checklist.add({ projectId: project.id, title: 'Logo plaatsen' });
    const items = await asDeveloper.project.checklist.list({ projectId: project.id });
    expect(items.map((i) => [i.title, i.orderIndex, i.description])).toEqual([
      ['Domein registreren', 0, null],
      ['Logo plaatsen', 1, null],
    ]);
    await asDeveloper.project.checklist.setDone({ projectId: project.id, itemId: items[0]!.id, isCompleted: true });
    await asDeveloper.project.checklist.setDone({ projectId: project.id, itemId: items[1]!.id, isCompleted: true });
    await asDeveloper.project.checklist.setDone({ projectId: project.id, itemId: items[1]!.id, isCompleted: false });
    expect((await asAdmin.project.checklist.list({ projectId: project.id })).map((i) => i.isCompleted)).toEqual([true, false]);
    await asAdmin.project.checklist.delete({ projectId: project.id, itemId: items[0]!.id });
    expect((await asAdmin.project.checklist.list({ projectId: project.id })).map((i) => i.title)).toEqual(['Logo plaatsen']);
  });

  it('refuses a blank title with "Titel is verplicht" and another project’s item', async () => {
    const project = await newProject();
    const blank = await rejection(asAdmin.project.checklist.add({ projectId: project.id, title: '   ' }));
    expect(shownMessage(blank)).toBe(nl.validation.titleRequired);
    const other = await newProject();
    const item = await asAdmin.project.checklist.add({ projectId: other.id, title: 'Elders' });
    const wrong = await rejection(asDeveloper.project.checklist.setDone({ projectId: project.id, itemId: item.id, isCompleted: true }));
    expect(wrong.code).toBe('NOT_FOUND');
  });
});

describe('project.timeline.markReady', () => {
  it('records who and when with the note, mails the client, and the client sees it await approval', async () => {
    const project = await newProject();
    const id = await stepId(project.id, 1);
    const before = Date.now();
    const step = await asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: id, developerNotes: ' Bekijk de schetsen ' });
    expect(step).toMatchObject({ status: 'ready_for_approval', completedBy: developer.id, round: { roundNumber: 1, developerNote: 'Bekijk de schetsen' } });
    expect(step.completedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const mail = await env.services.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', client.email).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    expect(mail.bodyText).toContain('Bekijk de schetsen');
    const dashboard = await asClient.client.dashboard.get();
    expect(dashboard.projects.find((p) => p.id === project.id)?.awaitingApproval).toMatchObject({ id, developerNotes: 'Bekijk de schetsen' });
  });

  it('moves only a pending step', async () => {
    const project = await newProject();
    const id = await stepId(project.id, 1);
    await asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: id });
    const again = await rejection(asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: id }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(timelineText.timeline.updateFailed);
  });
});

describe('project.timeline.reschedule', () => {
  it('moves an open step’s expected date and leaves an approved one alone', async () => {
    const project = await newProject();
    const open = await stepId(project.id, 2);
    expect((await asAdmin.project.timeline.reschedule({ projectId: project.id, stepId: open, expectedDate: '2027-01-04' })).expectedDate).toBe('2027-01-04');
    const done = await stepId(project.id, 1);
    await env.services.db.updateTable('projectTimeline').set({ status: 'approved' }).where('id', '=', done).execute();
    expect((await rejection(asDeveloper.project.timeline.reschedule({ projectId: project.id, stepId: done, expectedDate: '2027-01-04' }))).code).toBe('BAD_REQUEST');
    const invalid = await rejection(asAdmin.project.timeline.reschedule({ projectId: project.id, stepId: open, expectedDate: '2027-02-30' }));
    expect(shownMessage(invalid)).toBe(nl.validation.dateInvalid);
  });
});

describe('developer.projects.list', () => {
  it('counts and searches only the developer’s own projects, over the Dutch status too', async () => {
    const mine = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    const meId = (await mine.auth.me())!.user.id;
    const a = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: meId, status: 'in_progress' });
    await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: meId, status: 'completed' });
    await createTestProject(env.services, { clientId: client.id, packageType: 'webshop' });
    const all = await mine.developer.projects.list({});
    expect(all.counters).toEqual({ total: 2, active: 1, completed: 1 });
    const found = await mine.developer.projects.list({ q: 'BEHANDELING' });
    expect(found.items.map((p) => p.id)).toEqual([a.id]);
    expect((await mine.developer.projects.list({ q: 'lingerie' })).total).toBe(2);
    expect((await mine.developer.projects.list({ q: 'niets dat bestaat' })).total).toBe(0);
  });
});
