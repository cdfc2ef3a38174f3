import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload, projectUploadBytes } from '@/db/queries/content-uploads';
import { pinLabel } from '@/src/domain/review';
import { reviewText } from '@/src/text/nl/review';
import { callerFor, createTestEnv, createTestUser, TEST_CONFIG, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { JPG, markStepReady, PDF, PNG, pinOnOrderButton, projectFor } from '@/server/testing/upload-fixtures';

// Pins on the preview: placed by the client in the current round of a step awaiting them, answered
// and resolved by the agency, reopened by the client; their screenshots in storage and in the quota.

const t = reviewText.review;
let env: TestEnv;
let client: { id: string };
let developer: { id: string };
let asClient: Awaited<ReturnType<typeof callerFor>>;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  [asClient, asDeveloper] = await Promise.all([callerFor(env.services, client), callerFor(env.services, developer)]);
});
afterAll(() => env.close());

const onButton = (overrides: Record<string, unknown> = {}) =>
  pinOnOrderButton({ path: '/bestellen', selector: 'main > button:nth-of-type(1)', xFraction: 0.25, yFraction: 0.75, ...overrides });

async function readyProject() {
  const { project, stepId } = await projectFor(env.services, client, developer);
  await markStepReady(env.services, stepId(2), 'Bekijk het ontwerp');
  return { project, step: stepId(2), stepId };
}

describe('placing a pin', () => {
  it('records where it sits, numbers it per step, keeps the screenshot in storage and counts it in the quota', async () => {
    const { project, step } = await readyProject();
    const before = await projectUploadBytes(env.services.db, project.id);
    const first = await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: ' Maak de knop groter ', where: onButton() });
    const second = await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Andere kleur', where: onButton({ screenshot: null }) });
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(await projectUploadBytes(env.services.db, project.id)).toBe(before + JPG.length);

    const screen = await asDeveloper.project.review.get({ projectId: project.id, stepId: step });
    expect(screen.stepId).toBe(step);
    expect(screen.pins[0]).toMatchObject({
      number: 1,
      roundNumber: 1,
      comment: 'Maak de knop groter',
      pagePath: '/bestellen',
      selector: 'main > button:nth-of-type(1)',
      textFallback: 'Bestel nu',
      xFraction: 0.25,
      yFraction: 0.75,
      viewportWidth: 1440,
      viewportHeight: 900,
      status: 'open',
      authorName: 'Anouk de Vries',
      screenshotUrl: `/api/review-pins/${first.id}/screenshot`,
      replies: [],
    });
    expect(pinLabel(screen.pins[0]!)).toBe("Opmerking 1 bij 'Bestel nu'-knop");
    expect(screen.pins[1]!.screenshotUrl).toBeNull();
    expect(JSON.stringify(screen)).not.toContain('/pins/');
    const stored = await env.services.db.selectFrom('reviewPins').select('screenshotKey').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(await env.services.storage.exists(stored.screenshotKey!)).toBe(true);
    // The staff see the snippet's line; the client does not need it.
    expect(screen.snippet).toBe('<script src="http://localhost:3000/review.js" defer></script>');
    expect((await asClient.project.review.get({ projectId: project.id })).snippet).toBeNull();
  });

  it('puts a pin on an uploaded png or jpg by coordinates, never on another kind of file', async () => {
    const { project, step } = await readyProject();
    const image = await insertUpload(env.services.db, { projectId: project.id, fileName: 'ontwerp.png', filePath: `${project.id}/ontwerp.png`, fileType: 'image/png', fileSize: PNG.length, uploadedBy: client.id });
    const pdf = await insertUpload(env.services.db, { projectId: project.id, fileName: 'offerte.pdf', filePath: `${project.id}/offerte.pdf`, fileType: 'application/pdf', fileSize: PDF.length, uploadedBy: client.id });
    const pin = await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Logo links', where: { target: 'image', uploadId: image.id, xFraction: 0.1, yFraction: 0.2 } });
    const screen = await asClient.project.review.get({ projectId: project.id });
    expect(screen.images.map((file) => file.fileName)).toEqual(['ontwerp.png']);
    const shown = screen.pins.find((p) => p.id === pin.id)!;
    expect(shown).toMatchObject({ target: 'image', imageUploadId: image.id, imageName: 'ontwerp.png', xFraction: 0.1, yFraction: 0.2, browser: null });
    expect(pinLabel(shown)).toBe('Opmerking 1 bij afbeelding ontwerp.png');
    const refused = await rejection(asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Hier', where: { target: 'image', uploadId: pdf.id, xFraction: 0.5, yFraction: 0.5 } }));
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: t.imageNotFound });
  });

  it('only while the step awaits the client, with a real image as screenshot, within the quota; nothing is left behind', async () => {
    const { project, step, stepId } = await readyProject();
    const stored = () => env.services.db.selectFrom('reviewPins').select('id').where('projectId', '=', project.id).execute();
    const notReady = await rejection(asClient.project.review.placePin({ projectId: project.id, stepId: stepId(4), comment: 'Te vroeg', where: onButton() }));
    expect(notReady).toMatchObject({ code: 'BAD_REQUEST', message: t.stepNotReady });
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect(await rejection(asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Nep', where: onButton({ screenshot: fake }) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: t.screenshotInvalid,
    });
    const { storage } = env.services;
    const keys: string[] = [];
    const recording = { ...storage, put: (key: string, ...rest: Parameters<typeof storage.put> extends [string, ...infer R] ? R : never) => (keys.push(key), storage.put(key, ...rest)) };
    const full = await callerFor({ ...env.services, storage: recording, config: { ...TEST_CONFIG, uploadQuotaBytes: JPG.length - 1 } }, client);
    expect(await rejection(full.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Vol', where: onButton() }))).toMatchObject({ code: 'BAD_REQUEST', message: t.quotaFull });
    expect(keys).toHaveLength(1);
    expect(await storage.exists(keys[0]!)).toBe(false);
    expect(await stored()).toEqual([]);
    expect(await projectUploadBytes(env.services.db, project.id)).toBe(0);
  });

  it('is for the client only; another client’s project reads as missing', async () => {
    const { project, step } = await readyProject();
    const input = { projectId: project.id, stepId: step, comment: 'Hallo', where: onButton({ screenshot: null }) };
    expect((await rejection(asDeveloper.project.review.placePin(input))).code).toBe('FORBIDDEN');
    const other = await callerFor(env.services, await createTestUser(env.services));
    expect((await rejection(other.project.review.placePin(input))).code).toBe('NOT_FOUND');
  });
});

describe('a pin as a small thread', () => {
  it('is answered by both, resolved by the agency and reopened by the client, each in the activity log', async () => {
    const { project, step } = await readyProject();
    const pin = await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Knop groter', where: onButton() });
    await asDeveloper.project.review.reply({ projectId: project.id, pinId: pin.id, body: 'Is aangepast' });
    await asDeveloper.project.review.resolvePin({ projectId: project.id, pinId: pin.id });
    expect((await rejection(asDeveloper.project.review.resolvePin({ projectId: project.id, pinId: pin.id }))).message).toBe(t.changeFailed);
    expect((await rejection(asClient.project.review.resolvePin({ projectId: project.id, pinId: pin.id }))).code).toBe('FORBIDDEN');
    let shown = (await asClient.project.review.get({ projectId: project.id })).pins[0]!;
    expect(shown).toMatchObject({ status: 'resolved', resolverName: 'Sanne Bakker', replies: [expect.objectContaining({ body: 'Is aangepast', authorName: 'Sanne Bakker' })] });

    await asClient.project.review.reopenPin({ projectId: project.id, pinId: pin.id });
    await asClient.project.review.reply({ projectId: project.id, pinId: pin.id, body: 'Nog steeds te klein' });
    shown = (await asDeveloper.project.review.get({ projectId: project.id })).pins[0]!;
    expect(shown.status).toBe('open');
    expect(shown.resolverName).toBeNull();
    expect(shown.replies.map((reply) => reply.body)).toEqual(['Is aangepast', 'Nog steeds te klein']);
    expect(shown.replies[1]!.createdAt).toBeInstanceOf(Date);
    // The thread names people as the screen does, never by their account's id.
    for (const reply of shown.replies) expect(Object.keys(reply).sort()).toEqual(['authorName', 'body', 'createdAt', 'id']);

    const kinds = await env.services.db.selectFrom('activityLog').select('kind').where('projectId', '=', project.id).where('kind', 'in', ['pin_placed', 'pin_replied', 'pin_resolved', 'pin_reopened']).orderBy('createdAt').execute();
    expect(kinds.map((row) => row.kind)).toEqual(['pin_placed', 'pin_replied', 'pin_resolved', 'pin_reopened', 'pin_replied']);
  });

  it('stays readable after approval, in the review screen and the round history, and no longer changes', async () => {
    const { project, step } = await readyProject();
    const pin = await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Knop groter', where: onButton() });
    await asClient.project.timeline.approve({ projectId: project.id, stepId: step });
    expect((await rejection(asDeveloper.project.review.reply({ projectId: project.id, pinId: pin.id, body: 'Te laat' }))).message).toBe(t.closed);
    expect((await rejection(asDeveloper.project.review.resolvePin({ projectId: project.id, pinId: pin.id }))).message).toBe(t.closed);
    const timeline = await asClient.project.timeline.get({ projectId: project.id });
    expect(timeline.steps[1]!.rounds[0]!.pins).toEqual([expect.objectContaining({ number: 1, comment: 'Knop groter', status: 'open' })]);
    expect((await asDeveloper.project.review.get({ projectId: project.id, stepId: step })).pins).toHaveLength(1);
  });

  it('belongs to its round: the next round starts without pins, the earlier ones stay with theirs', async () => {
    const { project, step } = await readyProject();
    await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Eerste ronde', where: onButton() });
    await asClient.project.timeline.requestChanges({ projectId: project.id, stepId: step, feedback: 'Zie de opmerking' });
    await asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: step, developerNotes: 'Opgelost' });
    const second = await asClient.project.review.placePin({ projectId: project.id, stepId: step, comment: 'Tweede ronde', where: onButton() });
    expect(second.number).toBe(2);
    const rounds = (await asClient.project.timeline.get({ projectId: project.id })).steps[1]!.rounds;
    expect(rounds.map((round) => round.pins.map((pin) => pin.comment))).toEqual([['Eerste ronde'], ['Tweede ronde']]);
    const screen = await asClient.project.review.get({ projectId: project.id });
    expect(screen.pins.map((pin) => [pin.number, pin.roundNumber])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
