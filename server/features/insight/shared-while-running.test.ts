import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCounter } from '@/server/testing/statement-counter';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import type { Services } from '@/server/services';
import { sharedWhileRunning } from './shared-while-running';

// Admins opening the dashboard at the same moment share one reading of its figures; one who opens
// it after that reading ended sees every change made before.

let env: TestEnv;
const counter = new StatementCounter();
let counted: Services;

beforeAll(async () => {
  env = await createTestEnv();
  counted = { ...env.services, db: env.services.db.withPlugin(counter) };
});
afterAll(() => env.close());

describe('the admin dashboard opened by many at once', () => {
  it('reads its counters, attention list and figures once for callers that arrive together, and all see the same', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const asAdmin = await callerFor(counted, admin, { batch: true });
    const open = () => Promise.all([asAdmin.admin.stats.get(), asAdmin.admin.insight.attention(), asAdmin.admin.insight.figures()]);
    const alone = await open();
    counter.count = 0;
    const together = await Promise.all(Array.from({ length: 10 }, open));
    expect(counter.count).toBe(3);
    for (const answer of together) expect(answer).toEqual(alone);
  });

  it('shows a project made after the last reading ended', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const asAdmin = await callerFor(counted, admin);
    const before = await asAdmin.admin.stats.get();
    const client = await createTestUser(env.services, { role: 'client' });
    await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: null });
    expect((await asAdmin.admin.stats.get()).totalProjects).toBe(before.totalProjects + 1);
  });
});

describe('sharedWhileRunning', () => {
  it('runs anew once the shared run is done, also after a failure, and shares only within a key', async () => {
    let runs = 0;
    const read = (fail = false) => async () => {
      const run = (runs += 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new Error('database away');
      return run;
    };
    const [a, b] = await Promise.all([sharedWhileRunning(env.services.db, 'k', read()), sharedWhileRunning(env.services.db, 'k', read())]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    await expect(sharedWhileRunning(env.services.db, 'k', read(true))).rejects.toThrow('database away');
    expect(await sharedWhileRunning(env.services.db, 'k', read())).toBe(3);
    const [c, d] = await Promise.all([sharedWhileRunning(env.services.db, 'k', read()), sharedWhileRunning(env.services.db, 'other', read())]);
    expect(c).not.toBe(d);
  });
});
