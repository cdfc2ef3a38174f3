import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from './index';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';

// Procedures that answer with rows about other people say what they send, in an output schema:
// a column a query picks up later (an address, an id, a network) never leaves the server unnoticed.

const ABOUT_OTHER_PEOPLE = [
  'activity.mine',
  'admin.activity.list',
  'admin.activity.csv',
  'project.history.list',
  'notifications.list',
  'notifications.markRead',
  'project.messages.list',
  'project.messages.send',
  'account.sessions.list',
  'admin.invoices.client',
  'admin.invoices.peppolGaps',
  'admin.invitations.list',
  'project.review.get',
  'project.review.placePin',
  'project.review.reply',
  'project.review.resolvePin',
  'project.review.reopenPin',
];

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('answers about other people', () => {
  it('each have an explicit output schema', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>;
    for (const path of ABOUT_OTHER_PEOPLE) expect(procedures[path]?._def.output, path).toBeDefined();
  });

  it('send what the screens show and nothing beside it', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Bram Bericht' });
    const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Dewi Developer' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
    const asClient = await callerFor(env.services, client);
    const asDeveloper = await callerFor(env.services, developer);
    const sent = await asDeveloper.project.messages.send({ projectId: project.id, message: 'Hallo Bram' });
    expect(Object.keys(sent).sort()).toEqual(['author', 'createdAt', 'id', 'message', 'projectId']);
    const [message] = await asClient.project.messages.list({ projectId: project.id });
    expect(Object.keys(message!.author!).sort()).toEqual(['email', 'fullName', 'id']);

    const { items } = await asClient.notifications.list({});
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'kind', 'link', 'readAt', 'sentence']);

    const sessions = await asClient.account.sessions.list();
    for (const session of sessions.items) expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastSeenAt', 'network', 'system']);
  });
});
