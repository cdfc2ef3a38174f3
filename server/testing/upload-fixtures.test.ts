import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, createTestUser, type TestEnv } from './harness';
import { markStepReady, projectFor } from './upload-fixtures';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

function stepRow(id: string) {
  return env.services.db.selectFrom('projectTimeline').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('markStepReady (fixture)', () => {
  it('writes the row as the developer’s "gereed melden" does: status, note, completed by the developer, completed now', async () => {
    const client = await createTestUser(env.services);
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { stepId } = await projectFor(env.services, client, developer);
    const before = Date.now();
    const { round } = await markStepReady(env.services, stepId(2), 'Bekijk het ontwerp');
    const row = await stepRow(stepId(2));
    expect(row).toMatchObject({ status: 'ready_for_approval', completedBy: developer.id });
    expect(round).toMatchObject({ roundNumber: 1, developerNote: 'Bekijk het ontwerp' });
    expect(row.completedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.completedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('moves only a pending step, and only on a project with a developer, as the app would', async () => {
    const client = await createTestUser(env.services);
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { stepId } = await projectFor(env.services, client, developer);
    await markStepReady(env.services, stepId(1));
    await expect(markStepReady(env.services, stepId(1))).rejects.toThrow('not pending');
    const unassigned = await projectFor(env.services, client);
    await expect(markStepReady(env.services, unassigned.stepId(1))).rejects.toThrow('assigned developer');
    expect((await stepRow(unassigned.stepId(1))).status).toBe('pending');
  });
});
