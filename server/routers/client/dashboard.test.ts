import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstProjectNeedingIntake } from '@/src/domain/intake';
import { StatementCounter } from '@/server/testing/statement-counter';
import { callerFor, createTestEnv, createTestUser, type TestEnv, createTestProject } from '@/server/testing/harness';
import { intakeInput, rejection } from '@/server/testing/client-fixtures';
import { markStepReady } from '@/server/testing/upload-fixtures';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function clientWithProjects(count: number, developerId: string | null = null) {
  const user = await createTestUser(env.services, { role: 'client' });
  const projects = [];
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(Date.UTC(2026, 10, 1 + i, 9));
    projects.push(
      await createTestProject(env.services, {
        clientId: user.id,
        packageType: i % 2 ? 'webshop' : 'website',
        developerId,
        createdAt,
      }),
    );
  }
  return { user, projects, caller: await callerFor(env.services, user) };
}

describe('client.dashboard.get', () => {
  it('shows "Geen projecten" data for a client without projects', async () => {
    const { caller } = await clientWithProjects(0);
    expect(await caller.client.dashboard.get()).toEqual({ projects: [], waitingForYou: [] });
  });

  it('shows each project card, newest first, with developer first name, price and 5 planning steps', async () => {
    const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Piet de Bouwer' });
    const { projects, caller } = await clientWithProjects(2, developer.id);
    const [older, newer] = projects;
    await env.services.db
      .updateTable('projectTimeline')
      .set({ status: 'approved', approvedDate: new Date('2026-11-05T10:00:00Z') })
      .where('projectId', '=', newer!.id)
      .where('stepNumber', '=', 1)
      .execute();
    const step2 = await env.services.db
      .selectFrom('projectTimeline')
      .select('id')
      .where('projectId', '=', newer!.id)
      .where('stepNumber', '=', 2)
      .executeTakeFirstOrThrow();
    await markStepReady(env.services, step2.id, 'Ontwerp staat klaar');

    const dashboard = await caller.client.dashboard.get();
    expect(dashboard.projects.map((p) => p.id)).toEqual([newer!.id, older!.id]);
    const card = dashboard.projects[0]!;
    expect(card).toMatchObject({
      packageType: 'webshop',
      monthlyPrice: '55.00',
      status: 'pending',
      developerFirstName: 'Piet',
      intakeStatus: null,
    });
    expect(card.timelinePreview).toHaveLength(5);
    expect(card.timelinePreview.map((step) => step.stepNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(card.timelinePreview[0]).toMatchObject({ stepName: 'Intake & kick-off', status: 'approved', expectedDate: '2026-11-05' });
    expect(card.timelinePreview[0]?.approvedDate).toEqual(new Date('2026-11-05T10:00:00Z'));
    expect(card.awaitingApproval).toMatchObject({ stepNumber: 2, stepName: 'Ontwerp', developerNotes: 'Ontwerp staat klaar' });
    expect(card.awaitingApproval?.description).toBeTruthy();
    expect(dashboard.projects[1]).toMatchObject({ monthlyPrice: '30.00', awaitingApproval: null });
  });

  it('needs an intake until every project has a submitted form', async () => {
    const { projects, caller } = await clientWithProjects(2);
    expect(firstProjectNeedingIntake((await caller.client.dashboard.get()).projects)).toBeDefined();
    await caller.project.intake.save({ projectId: projects[0]!.id, submit: true, ...intakeInput() });
    await caller.project.intake.save({ projectId: projects[1]!.id, submit: false, ...intakeInput() });
    let dashboard = await caller.client.dashboard.get();
    expect(dashboard.projects.map((p) => p.intakeStatus).sort()).toEqual(['draft', 'submitted']);
    expect(firstProjectNeedingIntake(dashboard.projects)?.id).toBe(projects[1]!.id);
    await caller.project.intake.save({ projectId: projects[1]!.id, submit: true, ...intakeInput() });
    dashboard = await caller.client.dashboard.get();
    expect(firstProjectNeedingIntake(dashboard.projects)).toBeUndefined();
  });

  it("leaves out other clients' projects and shows no developer when none is assigned", async () => {
    const other = await clientWithProjects(1);
    const { projects, caller } = await clientWithProjects(1);
    const dashboard = await caller.client.dashboard.get();
    expect(dashboard.projects.map((p) => p.id)).toEqual([projects[0]!.id]);
    expect(dashboard.projects[0]?.developerFirstName).toBeNull();
    expect(dashboard.projects.some((p) => p.id === other.projects[0]!.id)).toBe(false);
  });

  it('uses the same number of queries for 1 and for 5 projects', async () => {
    const counter = new StatementCounter();
    const services = { ...env.services, db: env.services.db.withPlugin(counter) };
    const queriesFor = async (projectCount: number) => {
      const { user } = await clientWithProjects(projectCount);
      const caller = await callerFor(services, user, { batch: true });
      counter.count = 0;
      const dashboard = await caller.client.dashboard.get();
      expect(dashboard.projects).toHaveLength(projectCount);
      return counter.count;
    };
    const one = await queriesFor(1);
    expect(one).toBe(2);
    expect(await queriesFor(5)).toBe(one);
  });

  it('refuses a developer', async () => {
    const developer = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    expect((await rejection(developer.client.dashboard.get())).code).toBe('FORBIDDEN');
  });

  it('lists the steps waiting for the client ("Jouw beurt") first: a step ready for approval and the content step, the longest waiting first', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { projects, caller } = await clientWithProjects(1, developer.id);
    const steps = await env.services.db.selectFrom('projectTimeline').select(['id', 'stepNumber']).where('projectId', '=', projects[0]!.id).execute();
    const design = steps.find((step) => step.stepNumber === 2)!;
    await markStepReady(env.services, design.id);
    const { waitingForYou } = await caller.client.dashboard.get();
    expect(waitingForYou.map((step) => [step.stepName, step.status])).toEqual([
      ['Content aanleveren', 'pending'],
      ['Ontwerp', 'ready_for_approval'],
    ]);
    expect(waitingForYou[0]!.since).toEqual(projects[0]!.createdAt);
  });
});
