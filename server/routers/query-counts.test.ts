import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCounter } from '@/server/testing/statement-counter';
import { callerFor, cookieJar, createTestEnv, createTestProject, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { createSession } from '@/server/auth/sessions';
import { createContextInner } from '@/server/trpc/context';
import type { Services } from '@/server/services';

// The SQL statements behind each screen do not grow with the data: counted on a small agency and on one ten times larger,
// for the same people. The session check that opens every signed-in request is counted on its own.

let env: TestEnv;
const counter = new StatementCounter();
let counted: Services;
let people: { admin: { id: string }; developer: { id: string }; client: { id: string } };
let firstProjectId: string;

/** `projects` projects for the client (all with the developer), each with messages and files. */
async function grow(projects: number) {
  for (let i = 0; i < projects; i++) {
    const project = await createTestProject(env.services, { clientId: people.client.id, packageType: 'website', developerId: people.developer.id });
    firstProjectId ??= project.id;
    // Other clients' projects for the admin's agenda.
    const other = await createTestUser(env.services, { role: 'client' });
    await createTestProject(env.services, { clientId: other.id, packageType: 'webshop', developerId: people.developer.id });
    await env.services.db
      .insertInto('projectUpdates')
      .values(Array.from({ length: 30 }, (_, m) => ({ projectId: project.id, authorId: people.client.id, message: `Bericht ${m}` })))
      .execute();
    await env.services.db
      .insertInto('projectContentUploads')
      .values(
        Array.from({ length: 5 }, (_, f) => ({
          projectId: project.id,
          fileName: `f${f}.png`,
          filePath: `${project.id}/f${f}.png`,
          fileType: 'image/png',
          fileSize: 1,
          uploadedBy: people.client.id,
        })),
      )
      .execute();
  }
}

/** Statements run by one screen's calls, made together as the page's batch makes them. */
async function statements(calls: () => Promise<unknown>): Promise<number> {
  counter.count = 0;
  await calls();
  return counter.count;
}

async function screens() {
  const [asClient, asDeveloper, asAdmin] = await Promise.all([
    callerFor(counted, people.client, { batch: true }),
    callerFor(counted, people.developer, { batch: true }),
    callerFor(counted, people.admin, { batch: true }),
  ]);
  const projectId = firstProjectId;
  return {
    dashboard: await statements(() => asClient.client.dashboard.get()),
    progress: await statements(() =>
      Promise.all([
        asClient.project.timeline.get({ projectId }),
        asClient.project.uploads.list({ projectId }),
        asClient.project.messages.list({ projectId }),
      ]),
    ),
    adminAgenda: await statements(() => asAdmin.admin.agenda.get({})),
    developerAgenda: await statements(() => asDeveloper.developer.agenda.get({})),
    developerWeek: await statements(() => asDeveloper.developer.dashboard.week()),
    adminDashboard: await statements(() =>
      Promise.all([asAdmin.admin.stats.get(), asAdmin.admin.insight.figures(), asAdmin.admin.insight.attention()]),
    ),
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  counted = { ...env.services, db: env.services.db.withPlugin(counter) };
  people = {
    admin: await createTestUser(env.services, { role: 'admin' }),
    developer: await createTestUser(env.services, { role: 'developer' }),
    client: await createTestUser(env.services, { role: 'client' }),
  };
});
afterAll(() => env.close());

describe('statements per screen', () => {
  it('stay few and the same on an agency ten times larger', async () => {
    await grow(2);
    const small = await screens();
    await grow(18);
    const large = await screens();
    expect(large).toEqual(small);
    // The batch's context, with its session check, is made before counting (see the next test).
    expect(small.dashboard).toBeLessThanOrEqual(2);
    expect(small.adminAgenda).toBeLessThanOrEqual(2);
    expect(small.developerAgenda).toBeLessThanOrEqual(2);
    expect(small.progress).toBeLessThanOrEqual(4);
    // The counters, the figures and "Aandacht nodig": one statement each.
    expect(small.adminDashboard).toBeLessThanOrEqual(3);
    // The visit is read and recorded, then the steps due and the answers.
    expect(small.developerWeek).toBeLessThanOrEqual(4);
  });

  it('check the session, its user and role in one statement per request', async () => {
    for (const person of Object.values(people)) {
      const { token } = await createSession(env.services.db, person.id);
      const jar = cookieJar(token);
      const checks = await statements(() => createContextInner({ services: counted, log: testLog, cookies: jar, sessionToken: token }));
      expect(checks).toBe(1);
    }
  });
});
