import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';
import { projectFor } from '@/server/testing/upload-fixtures';

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

function storedMessages(projectId: string) {
  return env.services.db.selectFrom('projectUpdates').selectAll().where('projectId', '=', projectId).execute();
}

describe('project.messages.send', () => {
  it('stores the trimmed message and returns it with its author', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const sent = await asClient.project.messages.send({ projectId: project.id, message: '  De teksten staan klaar.\n' });
    expect(sent).toMatchObject({
      projectId: project.id,
      message: 'De teksten staan klaar.',
      author: { id: client.id, fullName: 'Anouk de Vries', email: client.email },
    });
    expect(sent.createdAt).toBeInstanceOf(Date);
    expect((await storedMessages(project.id)).map((row) => row.message)).toEqual(['De teksten staan klaar.']);
  });

  it('mails the assigned developer a link to the project', async () => {
    const { project } = await projectFor(env.services, client, developer);
    await asClient.project.messages.send({ projectId: project.id, message: 'Wanneer gaan we live?' });
    const mail = await env.services.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', developer.email)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(mailWords.notifications.messageSubject);
    expect(mail.bodyText).toContain('Hallo Sanne,');
    expect(mail.bodyText).toContain('Anouk de Vries heeft een nieuw bericht gestuurd:\n> Wanneer gaan we live?');
    expect(mail.bodyText).toContain(`http://localhost:3000/developer/projects/${project.id}`);
  });

  it('refuses a blank message with the Dutch message', async () => {
    const { project } = await projectFor(env.services, client);
    for (const message of ['', '   \n\t']) {
      const error = await rejection(asClient.project.messages.send({ projectId: project.id, message }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(shownMessage(error)).toBe(nl.validation.required);
    }
    expect(await storedMessages(project.id)).toEqual([]);
  });

  it('hides the project from another client and sends nothing', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const hidden = await rejection(asOtherClient.project.messages.send({ projectId: project.id, message: 'Hallo' }));
    expect(hidden.code).toBe('NOT_FOUND');
    expect(hidden.message).toBe(projectText.project.notFound);
    expect(await storedMessages(project.id)).toEqual([]);
  });
});

describe('project.messages.list', () => {
  it('lists the thread newest first with author name, email and time', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const db = env.services.db;
    await db
      .insertInto('projectUpdates')
      .values([
        { projectId: project.id, authorId: developer.id, message: 'Het ontwerp staat klaar', createdAt: new Date('2026-11-20T09:00:00Z') },
        { projectId: project.id, authorId: client.id, message: 'Mooi!', createdAt: new Date('2026-11-21T10:30:00Z') },
      ])
      .execute();
    const messages = await asClient.project.messages.list({ projectId: project.id });
    expect(messages.map((m) => m.message)).toEqual(['Mooi!', 'Het ontwerp staat klaar']);
    expect(messages[1]).toMatchObject({
      author: { id: developer.id, fullName: 'Sanne Bakker', email: developer.email },
      createdAt: new Date('2026-11-20T09:00:00Z'),
    });
  });

  it('shows a message whose author was removed without an author', async () => {
    const { project } = await projectFor(env.services, client);
    await env.services.db.insertInto('projectUpdates').values({ projectId: project.id, authorId: null, message: 'Oud bericht' }).execute();
    expect(await asClient.project.messages.list({ projectId: project.id })).toEqual([
      expect.objectContaining({ message: 'Oud bericht', author: null }),
    ]);
  });

  it('shows the thread to the assigned developer and hides it from another client', async () => {
    const { project } = await projectFor(env.services, client, developer);
    await asClient.project.messages.send({ projectId: project.id, message: 'Voor de developer' });
    expect((await asDeveloper.project.messages.list({ projectId: project.id })).map((m) => m.message)).toEqual(['Voor de developer']);
    expect((await rejection(asOtherClient.project.messages.list({ projectId: project.id }))).code).toBe('NOT_FOUND');
  });
});

describe('project.messages.list', () => {
  it('gives the newest 50, then older pages from a cursor, without gaps or repeats, also within one instant', async () => {
    const { project } = await projectFor(env.services, client, developer);
    // 120 messages, 40 of them in the very same microsecond: the order falls back to the id.
    const instant = new Date('2026-11-20T10:00:00Z');
    await env.services.db
      .insertInto('projectUpdates')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          projectId: project.id,
          authorId: client.id,
          message: `Bericht ${i}`,
          createdAt: i < 40 ? instant : new Date(instant.getTime() + i * 1000),
        })),
      )
      .execute();
    const pages = [];
    let cursor: string | null = null;
    do {
      const page = await asDeveloper.project.messages.list({ projectId: project.id, cursor });
      pages.push(page);
      cursor = page.length === 50 ? page.at(-1)!.id : null;
    } while (cursor);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20]);
    const shown = pages.flat();
    expect(new Set(shown.map((message) => message.id)).size).toBe(120);
    expect(shown.slice(0, 3).map((message) => message.message)).toEqual(['Bericht 119', 'Bericht 118', 'Bericht 117']);
    const times = shown.map((message) => message.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows only the project\'s own messages whatever the cursor, and answers a malformed one in Dutch', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const other = await projectFor(env.services, client, developer);
    await asClient.project.messages.send({ projectId: project.id, message: 'Hier' });
    const elsewhere = await asClient.project.messages.send({ projectId: other.project.id, message: 'Elders' });
    const page = await asClient.project.messages.list({ projectId: project.id, cursor: elsewhere.id });
    expect(page.map((message) => message.message)).toEqual(['Hier']);
    const bad = await rejection(asClient.project.messages.list({ projectId: project.id, cursor: 'x' }));
    expect(shownMessage(bad)).toBe(nl.validation.invalidChoice);
  });
});
