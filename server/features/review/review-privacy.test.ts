import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { buildApp } from '@/server/app/app';
import { createSession } from '@/server/auth/sessions';
import { callerFor, createTestEnv, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { JPG, markStepReady, pinOnOrderButton, projectFor } from '@/server/testing/upload-fixtures';

// Pins, replies and screenshots are project data: in the client's export, gone with an erased client or a deleted project (the stored
// screenshots too); an erased developer's reply stays without its author, as their messages do.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  admin = await createTestUser(env.services, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
  await env.close();
});

const where = pinOnOrderButton({ viewportWidth: 390, viewportHeight: 844 });

/** A client whose step has a pin with a screenshot, answered by the developer. */
async function pinnedProject(name: string) {
  const client = await createTestUser(env.services, { fullName: name });
  const developer = await createTestUser(env.services, { role: 'developer', fullName: `Developer van ${name}` });
  const { project, stepId } = await projectFor(env.services, client, developer);
  await markStepReady(env.services, stepId(2), 'Bekijk het ontwerp');
  const pin = await (await callerFor(env.services, client)).project.review.placePin({ projectId: project.id, stepId: stepId(2), comment: `Opmerking van ${name}`, where });
  await (await callerFor(env.services, developer)).project.review.reply({ projectId: project.id, pinId: pin.id, body: `Antwoord aan ${name}` });
  const { screenshotKey } = await env.services.db.selectFrom('reviewPins').select('screenshotKey').where('id', '=', pin.id).executeTakeFirstOrThrow();
  return { client, developer, project, pin, key: screenshotKey! };
}

const rowsOf = async (projectId: string) => ({
  rounds: (await env.services.db.selectFrom('stepReviewRounds').select('id').where('projectId', '=', projectId).execute()).length,
  pins: (await env.services.db.selectFrom('reviewPins').select('id').where('projectId', '=', projectId).execute()).length,
  replies: (await env.services.db.selectFrom('reviewPinReplies').select('id').where('projectId', '=', projectId).execute()).length,
});

describe('pins as project data', () => {
  it('are in the client’s data export with their screenshots and replies, without storage keys or another client’s pins', async () => {
    const a = await pinnedProject('Anna Pin');
    const b = await pinnedProject('Bram Pin');
    const asA = await callerFor(env.services, a.client);
    const requested = await asA.account.privacy.requestDataExport();
    await env.services.tasks.settled();
    const response = await app.inject({ method: 'GET', url: `/api/exports/${requested.id}`, cookies: { session: (await createSession(env.services.db, a.client.id)).token } });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[`gegevens/${name}.json`]!));
    const [pin] = json('opmerkingen');
    expect(pin).toMatchObject({ number: 1, comment: 'Opmerking van Anna Pin', selector: '#bestel', viewportWidth: 390 });
    expect(Buffer.from(files[pin.screenshot]!).equals(JPG)).toBe(true);
    expect(json('beoordelingsrondes')).toEqual([expect.objectContaining({ roundNumber: 1, developerNote: 'Bekijk het ontwerp' })]);
    expect(json('opmerking-reacties').map((reply: { body: string }) => reply.body)).toEqual(['Antwoord aan Anna Pin']);
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    for (const trace of [a.key, 'Bram Pin', b.project.id]) expect(everything).not.toContain(trace);
  });

  it('go with an erased client, their screenshots removed from storage', async () => {
    const { client, project, key } = await pinnedProject('Vergeet Mijn Pin');
    const request = await (await callerFor(env.services, client)).account.privacy.requestErasure({ password: TEST_PASSWORD });
    await (await callerFor(env.services, admin)).admin.erasure.decide({ requestId: request.id, approve: true, reason: 'Op verzoek.' });
    expect(await rowsOf(project.id)).toEqual({ rounds: 0, pins: 0, replies: 0 });
    expect(await env.services.storage.exists(key)).toBe(false);
  });

  it('keep an erased developer’s reply without its author', async () => {
    const { developer, project, pin } = await pinnedProject('Klant Blijft');
    const request = await (await callerFor(env.services, developer)).account.privacy.requestErasure({ password: TEST_PASSWORD });
    await (await callerFor(env.services, admin)).admin.erasure.decide({ requestId: request.id, approve: true, reason: 'Op verzoek.' });
    const shown = await (await callerFor(env.services, admin)).project.review.get({ projectId: project.id });
    expect(shown.pins.find((p) => p.id === pin.id)!.replies).toEqual([expect.objectContaining({ body: 'Antwoord aan Klant Blijft', authorName: null })]);
    const stored = await env.services.db.selectFrom('reviewPinReplies').select('authorId').where('pinId', '=', pin.id).execute();
    expect(stored).toEqual([{ authorId: null }]);
  });

  it('go with a deleted project, their screenshots removed from storage', async () => {
    const { project, key } = await pinnedProject('Project Weg');
    await (await callerFor(env.services, admin)).admin.projects.delete({ projectId: project.id });
    expect(await rowsOf(project.id)).toEqual({ rounds: 0, pins: 0, replies: 0 });
    expect(await env.services.storage.exists(key)).toBe(false);
  });
});
