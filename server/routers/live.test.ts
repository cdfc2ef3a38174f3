import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { setRole } from '@/db/queries/roles';
import { latestLiveEventId, recordLiveEvent } from '@/db/queries/live-events';
import { insertUploadWithinQuota } from '@/db/queries/content-uploads';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { listenLive, type LiveListener } from '@/server/testing/live-listener';
import { StatementCounter } from '@/server/testing/statement-counter';

// Live streams through the real procedure and hub: who receives which project's events, what a
// reconnecting browser catches up on, and that a stream ends when its session or access does.

let env: TestEnv;
let clientA: { id: string };
let clientB: { id: string };
let developer: { id: string };
let otherDeveloper: { id: string };
let admin: { id: string };
let projectA: { id: string };
const open: LiveListener[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  clientA = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
  clientB = await createTestUser(env.services, { role: 'client', fullName: 'Klant B' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  otherDeveloper = await createTestUser(env.services, { role: 'developer' });
  admin = await createTestUser(env.services, { role: 'admin' });
  projectA = await createTestProject(env.services, { clientId: clientA.id, packageType: 'website', developerId: developer.id });
});
afterAll(async () => {
  await Promise.all(open.map((listener) => listener.close()));
  await env.close();
});

async function listen(user: { id: string }, input: Parameters<typeof listenLive>[2]) {
  const listener = await listenLive(env.services, user, input);
  open.push(listener);
  return listener;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe('live.events', () => {
  it("shows the developer's message in the client's open thread, whole, with the bell's new count", async () => {
    const client = await listen(clientA, { projectId: projectA.id });
    const asDeveloper = await callerFor(env.services, developer);
    const sent = await asDeveloper.project.messages.send({ projectId: projectA.id, message: 'De preview staat klaar' });
    const message = await client.waitFor((event) => event.data.kind === 'message');
    expect(message.data).toEqual({ kind: 'message', projectId: projectA.id, message: sent });
    expect(message.id).toMatch(/^\d+$/);
    const count = await client.waitFor((event) => event.data.kind === 'notifications');
    expect(count.data).toEqual({ kind: 'notifications', unread: 1 });
  });

  it("refuses client B on client A's project (NOT_FOUND), and B's own stream carries nothing of A's", async () => {
    const caller = await callerFor(env.services, clientB);
    expect(await refusal(caller.live.events({ projectId: projectA.id }))).toBe('NOT_FOUND');
    expect(await refusal((await callerFor(env.services, otherDeveloper)).live.events({ projectId: projectA.id }))).toBe('NOT_FOUND');
    const own = await listen(clientB, {});
    const watcher = await listen(clientA, { projectId: projectA.id });
    const asClientA = await callerFor(env.services, clientA);
    await asClientA.project.messages.send({ projectId: projectA.id, message: 'Alleen voor ons' });
    await watcher.waitFor((event) => event.data.kind === 'message' && event.data.message.message === 'Alleen voor ons');
    // The hub dispatches to every subscription at once: B's would have it by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(own.received).toEqual([]);
  });

  it('sends checklist changes to the staff, never to the client', async () => {
    const staff = await listen(developer, { projectId: projectA.id });
    const client = await listen(clientA, { projectId: projectA.id });
    const asAdmin = await callerFor(env.services, admin);
    await asAdmin.project.checklist.add({ projectId: projectA.id, title: 'Favicon' });
    await staff.waitFor((event) => event.data.kind === 'checklist');
    await (await callerFor(env.services, developer)).project.detail.setBuildLink({ projectId: projectA.id, buildLink: 'https://preview.example.nl' });
    await client.waitFor((event) => event.data.kind === 'project');
    expect(client.received.map((event) => event.data.kind)).not.toContain('checklist');
  });

  it('tells an open timeline that a step is ready, approved or rescheduled, and the files list of a new file', async () => {
    const staff = await listen(developer, { projectId: projectA.id });
    const step = await env.services.db
      .selectFrom('projectTimeline')
      .select('id')
      .where('projectId', '=', projectA.id)
      .where('stepNumber', '=', 5)
      .executeTakeFirstOrThrow();
    await (await callerFor(env.services, developer)).project.timeline.markReady({ projectId: projectA.id, stepId: step.id, developerNotes: null });
    await (await callerFor(env.services, clientA)).project.timeline.approve({ projectId: projectA.id, stepId: step.id });
    const later = await env.services.db.selectFrom('projectTimeline').select('id').where('projectId', '=', projectA.id).where('stepNumber', '=', 6).executeTakeFirstOrThrow();
    await (await callerFor(env.services, admin)).project.timeline.reschedule({ projectId: projectA.id, stepId: later.id, expectedDate: '2026-12-24' });
    await insertUploadWithinQuota(
      env.services.db,
      { projectId: projectA.id, fileName: 'logo.png', filePath: `${projectA.id}/logo.png`, fileType: 'image/png', fileSize: 10, uploadedBy: clientA.id },
      1_000_000,
    );
    await staff.waitFor((event) => event.data.kind === 'files');
    expect(staff.received.filter((event) => event.data.kind === 'timeline')).toHaveLength(3);
  });

  it('catches a reconnecting browser up on what it missed since its last event, through the access rule', async () => {
    const before = String(await latestLiveEventId(env.services.db));
    const asDeveloper = await callerFor(env.services, developer);
    await asDeveloper.project.messages.send({ projectId: projectA.id, message: 'Gemist 1' });
    await asDeveloper.project.messages.send({ projectId: projectA.id, message: 'Gemist 2' });
    const back = await listen(clientA, { projectId: projectA.id, lastEventId: before });
    const first = await back.waitFor((event) => event.data.kind === 'message' && event.data.message.message === 'Gemist 1');
    await back.waitFor((event) => event.data.kind === 'message' && event.data.message.message === 'Gemist 2');
    expect(Number(first.id)).toBeGreaterThan(Number(before));
    const messages = back.received.filter((event) => event.data.kind === 'message');
    expect(messages).toHaveLength(2);
    // The same catch-up asked by client B's browser (for its own stream) holds nothing of project A.
    const outsider = await listen(clientB, { lastEventId: before });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsider.received.filter((event) => event.data.kind !== 'notifications')).toEqual([]);
  });

  it('asks a browser that was away longer than the events are kept to reload (resync)', async () => {
    await recordLiveEvent(env.services.db, { kind: 'timeline', projectId: projectA.id });
    await env.services.db.deleteFrom('liveEvents').where('id', '<=', await latestLiveEventId(env.services.db)).execute();
    const back = await listen(clientA, { projectId: projectA.id, lastEventId: '1' });
    expect((await back.waitFor(() => true)).data).toEqual({ kind: 'resync' });
  });
});

// Each waits for the hub's next check: they run at once, so the waits overlap.
describe.concurrent('a live stream ends within 5 s', () => {
  it('when its session ends (signed out elsewhere)', async ({ expect }) => {
    const user = await createTestUser(env.services, { role: 'client' });
    const listener = await listen(user, {});
    await env.services.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    const started = Date.now();
    const error = await listener.waitForEnd(5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  });

  it('when the role changes', async ({ expect }) => {
    const user = await createTestUser(env.services, { role: 'developer' });
    const listener = await listen(user, {});
    await setRole(env.services.db, user.id, 'client');
    expect(((await listener.waitForEnd(5_000)) as TRPCError).code).toBe('FORBIDDEN');
  });

  it('when the developer is taken off the project', async ({ expect }) => {
    const project = await createTestProject(env.services, { clientId: clientA.id, packageType: 'webshop', developerId: otherDeveloper.id });
    const listener = await listen(otherDeveloper, { projectId: project.id });
    await (await callerFor(env.services, admin)).admin.projects.assignDeveloper({ projectId: project.id, developerId: developer.id });
    expect(((await listener.waitForEnd(5_000)) as TRPCError).code).toBe('NOT_FOUND');
  });
});

describe('many open streams', () => {
  it('check their sessions and project in a few statements together, not two per stream', async () => {
    const counter = new StatementCounter();
    const counted = { ...env.services, db: env.services.db.withPlugin(counter) };
    const streams = await Promise.all(Array.from({ length: 40 }, (_, k) => listenLive(counted, k % 2 ? clientA : admin, { projectId: projectA.id })));
    open.push(...streams);
    // Past the streams' own start (each reads its session, project and last event once).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    counter.count = 0;
    // Every stream checks at least once in 4.2 s (every 3 s, on the hub's one-second clock).
    await new Promise((resolve) => setTimeout(resolve, 4_200));
    expect(counter.count).toBeGreaterThan(0);
    expect(counter.count).toBeLessThanOrEqual(20);
    expect(streams.filter((stream) => stream.ended)).toEqual([]);
  });
});
