import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOffSentence } from '@/src/domain/turns';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';

// An approval leaves a record that is never edited: who approved which step when, with the preview
// link and the developer's note as they were. The client's feedback keeps its time for the staff.

let env: TestEnv;
let client: { id: string };
let developer: { id: string };
let project: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
});
afterAll(() => env.close());

async function stepId(stepNumber: number) {
  const row = await env.services.db.selectFrom('projectTimeline').select('id').where('projectId', '=', project.id).where('stepNumber', '=', stepNumber).executeTakeFirstOrThrow();
  return row.id;
}

describe('the sign-off of an approval', () => {
  it('records who, when, the round, the preview link and the note as they were, and the timeline shows it', async () => {
    const asDeveloper = await callerFor(env.services, developer);
    const asClient = await callerFor(env.services, client);
    const step = await stepId(2);
    await asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: 'https://preview-1.example.nl' });
    await asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: step, developerNotes: 'Twee varianten, kies er één' });
    const before = new Date();
    await asClient.project.timeline.approve({ projectId: project.id, stepId: step });
    // The preview moves on; the record keeps the one the client approved.
    await asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: 'https://preview-2.example.nl' });

    const timeline = await asDeveloper.project.timeline.get({ projectId: project.id });
    const approved = timeline.steps.find((s) => s.id === step)!;
    expect(approved.signOff).toMatchObject({
      approverName: 'Pieter Visser',
      previewLink: 'https://preview-1.example.nl',
      developerNote: 'Twee varianten, kies er één',
      roundNumber: 1,
    });
    expect(approved.signOff!.approvedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(signOffSentence(approved.signOff!)).toMatch(/^Goedgekeurd door Pieter Visser op \d{1,2} \w+ \d{4} om \d{2}:\d{2}, ronde 1 \(preview: https:\/\/preview-1\.example\.nl\)$/);
    const record = await env.services.db.selectFrom('stepSignOffs').select(['roundId', 'roundNumber']).where('stepId', '=', step).executeTakeFirstOrThrow();
    expect(record).toEqual({ roundId: approved.rounds[0]!.id, roundNumber: 1 });
    expect(timeline.steps.filter((s) => s.signOff !== null)).toHaveLength(1);
  });

  it('is refused by the database when anyone tries to change it', async () => {
    await expect(env.services.db.updateTable('stepSignOffs').set({ approverName: 'Iemand anders' }).where('projectId', '=', project.id).execute()).rejects.toThrow(
      /never edited/,
    );
  });

  it('is written when the client completes the content step too', async () => {
    const asClient = await callerFor(env.services, client);
    await env.services.db
      .insertInto('projectContentUploads')
      .values({ projectId: project.id, fileName: 'logo.png', filePath: `${project.id}/logo.png`, fileType: 'image/png', fileSize: 10, uploadedBy: client.id })
      .execute();
    const step = await stepId(3);
    await asClient.project.timeline.completeContentStep({ projectId: project.id, stepId: step });
    const timeline = await asClient.project.timeline.get({ projectId: project.id });
    expect(timeline.steps.find((s) => s.id === step)!.signOff).toMatchObject({ approverName: 'Pieter Visser', previewLink: 'https://preview-2.example.nl', roundNumber: null });
  });
});

describe("the client's request for changes", () => {
  it('keeps who and when in its round, which the staff timeline shows', async () => {
    const asDeveloper = await callerFor(env.services, developer);
    const step = await stepId(5);
    await asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: step, developerNotes: null });
    const before = Date.now();
    await (await callerFor(env.services, client)).project.timeline.requestChanges({ projectId: project.id, stepId: step, feedback: 'Knop mag groter' });
    const shown = (await asDeveloper.project.timeline.get({ projectId: project.id })).steps.find((s) => s.id === step)!;
    expect(shown.status).toBe('changes_requested');
    expect(shown.rounds).toHaveLength(1);
    expect(shown.rounds[0]).toMatchObject({ feedback: 'Knop mag groter', feedbackByName: 'Pieter Visser', approved: false });
    expect(shown.rounds[0]!.feedbackAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
