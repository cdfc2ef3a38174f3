import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import { stepTurn } from '@/src/domain/turns';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { projectFor } from '@/server/testing/upload-fixtures';
import { timelineText } from '@/src/text/nl/timeline';

// Review rounds: ready → changes asked → ready again → approved. Every round is kept, the sign-off
// names the round approved, and whose turn it is follows the rounds on every screen that reads it.

let env: TestEnv;
let client: { id: string; email: string };
let developer: { id: string; email: string };
let admin: { id: string };
let asClient: Awaited<ReturnType<typeof callerFor>>;
let asDeveloper: Awaited<ReturnType<typeof callerFor>>;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  admin = await createTestUser(env.services, { role: 'admin' });
  [asClient, asDeveloper, asAdmin] = await Promise.all([callerFor(env.services, client), callerFor(env.services, developer), callerFor(env.services, admin)]);
});
afterAll(() => env.close());

const mailsTo = (email: string) => env.services.db.selectFrom('mailOutbox').select(['subject', 'bodyText']).where('toAddress', '=', email).orderBy('createdAt').execute();
const stepOf = async (projectId: string, stepId: string) => (await asClient.project.timeline.get({ projectId })).steps.find((step) => step.id === stepId)!;

describe('a step in rounds', () => {
  it('goes ready → changes asked → ready again → approved, keeping every round, and the sign-off names the second', async () => {
    const { project, stepId } = await projectFor(env.services, client, developer);
    const step = stepId(2);
    const input = { projectId: project.id, stepId: step };
    await asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: 'https://preview.example.nl/v1' });

    const first = await asDeveloper.project.timeline.markReady({ ...input, developerNotes: 'Eerste ontwerp' });
    expect(first).toMatchObject({ status: 'ready_for_approval', round: { roundNumber: 1, previewLink: 'https://preview.example.nl/v1' } });
    expect(stepTurn(await stepOf(project.id, step))).toBe('client');

    await asClient.project.timeline.requestChanges({ ...input, feedback: 'Het logo mag groter' });
    const sentBack = await stepOf(project.id, step);
    expect(sentBack.status).toBe('changes_requested');
    expect(stepTurn(sentBack)).toBe('agency');
    // Asked once per round: not again, and not approvable until the next round.
    expect((await rejection(asClient.project.timeline.requestChanges({ ...input, feedback: 'En blauwer' }))).message).toBe(timelineText.timeline.changesFailed);
    expect((await rejection(asClient.project.timeline.approve(input))).code).toBe('BAD_REQUEST');
    expect((await mailsTo(developer.email)).at(-1)).toMatchObject({ subject: mailWords.notifications.feedbackSubject('Ontwerp') });

    await asDeveloper.project.detail.setBuildLink({ projectId: project.id, buildLink: 'https://preview.example.nl/v2' });
    const second = await asDeveloper.project.timeline.markReady({ ...input, developerNotes: 'Logo vergroot' });
    expect(second.round).toMatchObject({ roundNumber: 2, developerNote: 'Logo vergroot', previewLink: 'https://preview.example.nl/v2' });
    expect((await mailsTo(client.email)).at(-1)).toMatchObject({ subject: mailWords.notifications.stepReadySubject('Ontwerp', 2) });
    expect((await mailsTo(client.email)).at(-1)!.bodyText).toContain('> Logo vergroot');
    // A ready step is not marked ready twice.
    expect((await rejection(asDeveloper.project.timeline.markReady({ ...input, developerNotes: null }))).code).toBe('BAD_REQUEST');

    await asClient.project.timeline.approve(input);
    const approved = await stepOf(project.id, step);
    expect(approved.status).toBe('approved');
    expect(approved.signOff).toMatchObject({ roundNumber: 2, previewLink: 'https://preview.example.nl/v2', developerNote: 'Logo vergroot' });
    expect(approved.rounds.map((round) => ({ ...round, readyAt: undefined, feedbackAt: undefined }))).toEqual([
      expect.objectContaining({ roundNumber: 1, developerNote: 'Eerste ontwerp', previewLink: 'https://preview.example.nl/v1', readyByName: 'Sanne Bakker', feedback: 'Het logo mag groter', feedbackByName: 'Anouk de Vries', approved: false }),
      expect.objectContaining({ roundNumber: 2, developerNote: 'Logo vergroot', previewLink: 'https://preview.example.nl/v2', readyByName: 'Sanne Bakker', feedback: null, feedbackByName: null, approved: true }),
    ]);
    expect(approved.rounds[0]!.feedbackAt).toBeInstanceOf(Date);
    // The staff read the same history after approval.
    const staffView = (await asAdmin.project.timeline.get({ projectId: project.id })).steps.find((s) => s.id === step)!;
    expect(staffView.rounds).toEqual(approved.rounds);
  });

  it('is followed by "Wacht op jou", the agenda and "Deze week": asking for changes hands the turn to the agency', async () => {
    const { project, stepId } = await projectFor(env.services, client, developer);
    const step = stepId(1);
    const input = { projectId: project.id, stepId: step };
    await asDeveloper.project.timeline.markReady({ ...input, developerNotes: null });
    expect((await asClient.client.dashboard.get()).waitingForYou.map((s) => s.id)).toContain(step);
    expect((await asDeveloper.developer.dashboard.waiting()).steps.map((s) => s.id)).not.toContain(step);

    await asClient.project.timeline.requestChanges({ ...input, feedback: 'Nog niet goed' });
    expect((await asClient.client.dashboard.get()).waitingForYou.map((s) => s.id)).not.toContain(step);
    expect((await asDeveloper.developer.dashboard.waiting()).steps.map((s) => s.id)).toContain(step);
    const agenda = await asDeveloper.developer.agenda.get({});
    expect(agenda.groups.flatMap((group) => group.tasks).find((task) => task.id === step)).toMatchObject({ status: 'changes_requested', openPins: 0 });
    // Not delivered yet: overdue, it is the developer's to deliver this week.
    await env.services.db.updateTable('projectTimeline').set({ expectedDate: '2020-01-01' }).where('id', '=', step).execute();
    expect((await asDeveloper.developer.dashboard.week()).overdue.map((s) => s.id)).toContain(step);
    expect((await asDeveloper.developer.dashboard.week()).answered.find((s) => s.id === step)).toMatchObject({ answer: 'feedback' });
    const attention = await asAdmin.admin.insight.attention();
    expect(attention.find((group) => group.kind === 'overdue_step')?.items.map((line) => line.id)).toContain(step);
  });

  it('tells the open pages and the bell of each transition', async () => {
    const { project, stepId } = await projectFor(env.services, client, developer);
    const input = { projectId: project.id, stepId: stepId(4) };
    const events = () => env.services.db.selectFrom('liveEvents').select('kind').where('projectId', '=', project.id).where('subjectId', '=', input.stepId).execute();
    await asDeveloper.project.timeline.markReady({ ...input, developerNotes: null });
    await asClient.project.timeline.requestChanges({ ...input, feedback: 'Anders' });
    await asDeveloper.project.timeline.markReady({ ...input, developerNotes: 'Aangepast' });
    expect(await events()).toEqual([{ kind: 'timeline' }, { kind: 'timeline' }, { kind: 'timeline' }]);
    const bell = await asClient.notifications.list({});
    expect(bell.items[0]).toMatchObject({ sentence: 'Stap "Ontwikkeling" staat opnieuw klaar: ronde 2 wacht op je goedkeuring' });
    const developerBell = await asDeveloper.notifications.list({});
    expect(developerBell.items[0]).toMatchObject({ sentence: 'Anouk de Vries vraagt wijzigingen in stap "Ontwikkeling"' });
  });

  it('refuses the wrong roles and hides another client’s project', async () => {
    const { project, stepId } = await projectFor(env.services, client, developer);
    const input = { projectId: project.id, stepId: stepId(2) };
    await asDeveloper.project.timeline.markReady({ ...input, developerNotes: null });
    const other = await callerFor(env.services, await createTestUser(env.services));
    expect((await rejection(asDeveloper.project.timeline.requestChanges({ ...input, feedback: 'x' }))).code).toBe('FORBIDDEN');
    expect((await rejection(other.project.timeline.requestChanges({ ...input, feedback: 'x' }))).code).toBe('NOT_FOUND');
    await asClient.project.timeline.requestChanges({ ...input, feedback: 'Anders' });
    expect((await rejection(asClient.project.timeline.markReady({ ...input, developerNotes: null }))).code).toBe('FORBIDDEN');
    expect((await rejection(asAdmin.project.timeline.markReady({ ...input, developerNotes: null }))).code).toBe('FORBIDDEN');
    const otherDeveloper = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    expect((await rejection(otherDeveloper.project.timeline.markReady({ ...input, developerNotes: null }))).code).toBe('NOT_FOUND');
  });
});
