import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { markStepReady } from '@/server/testing/upload-fixtures';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('developer.dashboard.waiting', () => {
  it("lists, per assigned project, the current step when it is the agency's turn, the soonest expected first", async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
    const later = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: developer.id, createdAt: new Date('2026-11-10T09:00:00Z') });
    const sooner = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id, createdAt: new Date('2026-11-01T09:00:00Z') });
    const waitingOnClient = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
    // Another developer's project never shows.
    await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: (await createTestUser(env.services, { role: 'developer' })).id });
    const first = await env.services.db.selectFrom('projectTimeline').select('id').where('projectId', '=', waitingOnClient.id).where('stepNumber', '=', 1).executeTakeFirstOrThrow();
    await markStepReady(env.services, first.id);

    const { steps, total } = await (await callerFor(env.services, developer)).developer.dashboard.waiting();
    expect(total).toBe(2);
    expect(steps.map((step) => [step.projectId, step.stepName, step.clientName])).toEqual([
      [sooner.id, 'Intake & kick-off', 'Pieter Visser'],
      [later.id, 'Intake & kick-off', 'Pieter Visser'],
    ]);
  });
});
