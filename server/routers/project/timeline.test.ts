import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload } from '@/db/queries/content-uploads';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { timelineText } from '@/src/text/nl/timeline';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';
import { markStepReady, projectFor } from '@/server/testing/upload-fixtures';

let env: TestEnv;
let client: Awaited<ReturnType<typeof createTestUser>>;
let developer: Awaited<ReturnType<typeof createTestUser>>;
let asClient: Awaited<ReturnType<typeof callerFor>>;
let asOtherClient: Awaited<ReturnType<typeof callerFor>>;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  asClient = await callerFor(env.services, client);
  asOtherClient = await callerFor(env.services, await createTestUser(env.services));
  asDeveloper = await callerFor(env.services, developer);
});
afterAll(() => env.close());

const newProject = () => projectFor(env.services, client, developer);

function stepRow(id: string) {
  return env.services.db.selectFrom('projectTimeline').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function outboxTo(email: string) {
  return env.services.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', email).orderBy('createdAt').execute();
}

describe('project.timeline.get', () => {
  it('gives the project, every step in order, the progress and the upload count', async () => {
    const { project } = await newProject();
    const result = await asClient.project.timeline.get({ projectId: project.id });
    expect(result.project).toEqual({ id: project.id, status: 'pending', buildLink: null, packageType: 'website', createdAt: project.createdAt });
    expect(result.steps.map((step) => step.stepName)).toEqual(DEFAULT_TIMELINE.map((step) => step.stepName));
    expect(result.steps[0]).toMatchObject({
      stepNumber: 1,
      status: 'pending',
      expectedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      approvedDate: null,
      completedBy: null,
      completedAt: null,
      rounds: [],
    });
    expect(result.progress).toEqual({ approved: 0, total: 6, percent: 0 });
    expect(result.uploadCount).toBe(0);
  });

  it("counts the project's own files, also for a project whose steps are gone", async () => {
    const { project } = await newProject();
    const { project: other } = await newProject();
    for (const [projectId, fileName] of [
      [project.id, 'logo.png'],
      [project.id, 'tekst.docx'],
      [other.id, 'foto.jpg'],
    ] as const) {
      await insertUpload(env.services.db, { projectId, fileName, filePath: `${projectId}/${fileName}`, fileType: 'image/png', fileSize: 10, uploadedBy: client.id });
    }
    expect((await asClient.project.timeline.get({ projectId: project.id })).uploadCount).toBe(2);
    await env.services.db.deleteFrom('projectTimeline').where('projectId', '=', project.id).execute();
    const stepless = await asClient.project.timeline.get({ projectId: project.id });
    expect(stepless.steps).toEqual([]);
    expect(stepless.uploadCount).toBe(2);
  });

  it('shows the timeline to the assigned developer and hides it from another client', async () => {
    const { project } = await newProject();
    expect((await asDeveloper.project.timeline.get({ projectId: project.id })).steps).toHaveLength(6);
    const hidden = await rejection(asOtherClient.project.timeline.get({ projectId: project.id }));
    expect(hidden.code).toBe('NOT_FOUND');
    expect(hidden.message).toBe(projectText.project.notFound);
  });
});

describe('project.timeline.approve', () => {
  it('approves a step that awaits approval, with the date, and counts it in the progress', async () => {
    const { project, stepId } = await newProject();
    await markStepReady(env.services, stepId(2), 'Bekijk het ontwerp');
    const before = Date.now();
    const step = await asClient.project.timeline.approve({ projectId: project.id, stepId: stepId(2) });
    expect(step).toMatchObject({ id: stepId(2), status: 'approved' });
    const row = await stepRow(stepId(2));
    expect(row.status).toBe('approved');
    expect(row.approvedDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const { progress } = await asClient.project.timeline.get({ projectId: project.id });
    expect(progress).toEqual({ approved: 1, total: 6, percent: 17 });
  });

  it('refuses a step that does not await approval', async () => {
    const { project, stepId } = await newProject();
    const error = await rejection(asClient.project.timeline.approve({ projectId: project.id, stepId: stepId(1) }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(timelineText.timeline.approveFailed);
    expect((await stepRow(stepId(1))).status).toBe('pending');
  });

  it('approves once when two clicks race', async () => {
    const { project, stepId } = await newProject();
    await markStepReady(env.services, stepId(1));
    const results = await Promise.allSettled([
      asClient.project.timeline.approve({ projectId: project.id, stepId: stepId(1) }),
      asClient.project.timeline.approve({ projectId: project.id, stepId: stepId(1) }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('does not reach a step of another project through an own project', async () => {
    const own = await newProject();
    const other = await projectFor(env.services, await createTestUser(env.services), developer);
    await markStepReady(env.services, other.stepId(2));
    const error = await rejection(asClient.project.timeline.approve({ projectId: own.project.id, stepId: other.stepId(2) }));
    expect(error.code).toBe('NOT_FOUND');
    expect((await stepRow(other.stepId(2))).status).toBe('ready_for_approval');
  });

  it('refuses a developer and hides another client’s project', async () => {
    const { project, stepId } = await newProject();
    await markStepReady(env.services, stepId(2));
    const input = { projectId: project.id, stepId: stepId(2) };
    expect((await rejection(asDeveloper.project.timeline.approve(input))).code).toBe('FORBIDDEN');
    expect((await rejection(asOtherClient.project.timeline.approve(input))).code).toBe('NOT_FOUND');
    expect((await stepRow(stepId(2))).status).toBe('ready_for_approval');
  });
});

describe('project.timeline.requestChanges', () => {
  it('hands a ready step back to the agency with the trimmed feedback in its round, and mails the developer', async () => {
    const { project, stepId } = await newProject();
    await markStepReady(env.services, stepId(2));
    const step = await asClient.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(2), feedback: '  Graag meer blauw.  ' });
    expect(step).toMatchObject({ status: 'changes_requested' });
    const shown = (await asClient.project.timeline.get({ projectId: project.id })).steps[1]!;
    expect(shown.rounds.at(-1)).toMatchObject({ feedback: 'Graag meer blauw.', feedbackByName: 'Anouk de Vries' });
    const mails = await outboxTo(developer.email);
    expect(mails.at(-1)).toMatchObject({ subject: mailWords.notifications.feedbackSubject('Ontwerp') });
    expect(mails.at(-1)!.bodyText).toContain('> Graag meer blauw.');
    expect(mails.at(-1)!.bodyText).toContain(`http://localhost:3000/developer/projects/${project.id}`);
  });

  it('refuses blank feedback with the Dutch message', async () => {
    const { project, stepId } = await newProject();
    await markStepReady(env.services, stepId(2));
    const error = await rejection(asClient.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(2), feedback: ' \n ' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe(nl.validation.required);
    expect((await stepRow(stepId(2))).status).toBe('ready_for_approval');
  });

  it('refuses a step that does not await approval', async () => {
    const { project, stepId } = await newProject();
    const error = await rejection(asClient.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(4), feedback: 'Te vroeg' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(timelineText.timeline.changesFailed);
  });

  it('refuses a developer and hides another client’s project', async () => {
    const { project, stepId } = await newProject();
    await markStepReady(env.services, stepId(2));
    const input = { projectId: project.id, stepId: stepId(2), feedback: 'Hallo' };
    expect((await rejection(asDeveloper.project.timeline.requestChanges(input))).code).toBe('FORBIDDEN');
    expect((await rejection(asOtherClient.project.timeline.requestChanges(input))).code).toBe('NOT_FOUND');
    expect((await stepRow(stepId(2))).status).toBe('ready_for_approval');
  });
});

describe('project.timeline.completeContentStep', () => {
  async function upload(projectId: string) {
    await insertUpload(env.services.db, {
      projectId,
      fileName: 'teksten.txt',
      filePath: `${projectId}/${crypto.randomUUID()}.txt`,
      fileType: 'text/plain',
      fileSize: 10,
      uploadedBy: client.id,
    });
  }

  it('needs an uploaded file first, then approves the content step', async () => {
    const { project, stepId } = await newProject();
    const refused = await rejection(asClient.project.timeline.completeContentStep({ projectId: project.id, stepId: stepId(3) }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe(timelineText.timeline.uploadRequired);
    expect((await stepRow(stepId(3))).status).toBe('pending');

    await upload(project.id);
    const step = await asClient.project.timeline.completeContentStep({ projectId: project.id, stepId: stepId(3) });
    expect(step).toMatchObject({ status: 'approved', completedBy: client.id });
    expect(step.approvedDate).toBeInstanceOf(Date);
    const again = await rejection(asClient.project.timeline.completeContentStep({ projectId: project.id, stepId: stepId(3) }));
    expect(again.message).toBe(timelineText.timeline.approveFailed);
  });

  it('does not count another project’s uploads', async () => {
    const { project, stepId } = await newProject();
    const other = await newProject();
    await upload(other.project.id);
    const refused = await rejection(asClient.project.timeline.completeContentStep({ projectId: project.id, stepId: stepId(3) }));
    expect(refused.message).toBe(timelineText.timeline.uploadRequired);
  });

  it('only completes the content step', async () => {
    const { project, stepId } = await newProject();
    await upload(project.id);
    const error = await rejection(asClient.project.timeline.completeContentStep({ projectId: project.id, stepId: stepId(4) }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(timelineText.timeline.approveFailed);
    expect((await stepRow(stepId(4))).status).toBe('pending');
  });

  it('refuses a developer and hides another client’s project', async () => {
    const { project, stepId } = await newProject();
    await upload(project.id);
    const input = { projectId: project.id, stepId: stepId(3) };
    expect((await rejection(asDeveloper.project.timeline.completeContentStep(input))).code).toBe('FORBIDDEN');
    expect((await rejection(asOtherClient.project.timeline.completeContentStep(input))).code).toBe('NOT_FOUND');
    expect((await stepRow(stepId(3))).status).toBe('pending');
  });
});
