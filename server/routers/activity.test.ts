import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createSession, DEFAULT_SESSION_POLICY } from '@/server/auth/sessions';
import { createContextInner } from '@/server/trpc/context';
import { createCallerFactory } from '@/server/trpc/init';
import { appRouter } from './index';
import { callerFor, cookieJar, createTestEnv, createTestProject, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { intakeInput, rejection } from '@/server/testing/client-fixtures';

// Every change writes its row (who, role, kind, record, network) with the change; a client reads their own account and projects but not
// staff's checklist work; the admin searches all of it; the database refuses edits and deletions outside the retention job.

let env: TestEnv;
let client: { id: string };
let otherClient: { id: string };
let developer: { id: string };
let admin: { id: string };
let project: { id: string };

const createCaller = createCallerFactory(appRouter);

/** A caller whose requests come from the network given (as the HTTP route shortens it). */
async function callerFrom(user: { id: string }, ipNetwork: string) {
  const session = await createSession(env.services.db, user.id, DEFAULT_SESSION_POLICY, new Date(), { twoFactorVerified: true });
  const jar = cookieJar(session.token);
  return createCaller(await createContextInner({ services: env.services, log: testLog, cookies: jar, sessionToken: jar.token, device: { userAgent: null, ipNetwork } }));
}

async function stepId(stepNumber: number) {
  const row = await env.services.db.selectFrom('projectTimeline').select('id').where('projectId', '=', project.id).where('stepNumber', '=', stepNumber).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
  otherClient = await createTestUser(env.services, { role: 'client', fullName: 'Anna Jansen' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Beheerder' });
  project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
});
afterAll(() => env.close());

describe('the activity log', () => {
  it("shows a client's intake and approval on /activiteit, newest first, with role and network, and not the checklist", async () => {
    const asClient = await callerFrom(client, '192.0.2.0/24');
    const asDeveloper = await callerFor(env.services, developer);
    const step = await stepId(2);
    await asClient.project.intake.save({ projectId: project.id, submit: false, ...intakeInput() });
    await asDeveloper.project.timeline.markReady({ projectId: project.id, stepId: step, developerNotes: 'Klaar' });
    await asDeveloper.project.checklist.add({ projectId: project.id, title: 'Intern: teksten nalopen' });
    await asClient.project.timeline.approve({ projectId: project.id, stepId: step });

    const page = await asClient.activity.mine({});
    expect(page.items.map((item) => item.sentence)).toEqual(['Stap goedgekeurd', 'Stap klaargezet voor beoordeling', 'Intakeformulier opgeslagen']);
    expect(page.items[0]).toMatchObject({ who: 'Pieter Visser', actorRole: 'client', network: '192.0.2.0/24', projectId: project.id });
    // The developer's row says what the page shows, their first name: no id, full name or network.
    expect(page.items[1]).toEqual({
      id: expect.any(Number),
      kind: 'step_ready',
      sentence: 'Stap klaargezet voor beoordeling',
      createdAt: expect.any(Date),
      who: 'Sanne',
      actorRole: 'developer',
      projectId: project.id,
      network: null,
    });
    expect(JSON.stringify(page)).not.toContain(developer.id);
    expect(JSON.stringify(page)).not.toContain('Bakker');

    // Filters by kind and by project; another client's project reads as missing.
    expect((await asClient.activity.mine({ kind: 'intake_saved' })).items).toHaveLength(1);
    expect((await asClient.activity.mine({ projectId: project.id })).total).toBe(3);
    const asOther = await callerFor(env.services, otherClient);
    expect((await rejection(asOther.activity.mine({ projectId: project.id }))).code).toBe('NOT_FOUND');
    expect((await asOther.activity.mine({})).items).toEqual([]);

    // The staff's history of the project has the checklist change too.
    const history = await asDeveloper.project.history.list({ projectId: project.id });
    expect(history.items.map((item) => item.kind)).toContain('checklist_changed');
  });

  it('shows an admin\'s work on a client\'s account as "Het team", without their network', async () => {
    const asAdmin = await callerFrom(admin, '203.0.113.0/24');
    const other = await createTestUser(env.services, { role: 'client', fullName: 'Rolf Rolwissel' });
    await asAdmin.admin.users.setRole({ userId: other.id, role: 'client' });
    const seen = await (await callerFor(env.services, other)).activity.mine({});
    expect(seen.items.find((item) => item.kind === 'role_changed')).toMatchObject({ who: 'Het team', actorRole: 'admin', network: null });
    expect(JSON.stringify(seen)).not.toContain('203.0.113.0/24');
    expect(JSON.stringify(seen)).not.toContain(admin.id);
  });

  it("lets the admin find them by the client's name, a kind's words and a date range, and export CSV", async () => {
    const asAdmin = await callerFor(env.services, admin);
    const byName = await asAdmin.admin.activity.list({ q: 'pieter' });
    expect(byName.items.map((item) => item.kind)).toEqual(expect.arrayContaining(['step_approved', 'intake_saved']));
    const byKind = await asAdmin.admin.activity.list({ q: 'goedgekeurd' });
    expect(byKind.items.every((item) => item.kind === 'step_approved')).toBe(true);
    expect(byKind.total).toBeGreaterThan(0);
    expect((await asAdmin.admin.activity.list({ q: 'pieter', from: '2020-01-01', to: '2020-12-31' })).total).toBe(0);
    const { csv, truncated } = await asAdmin.admin.activity.csv({ q: 'pieter' });
    expect(truncated).toBe(false);
    expect(csv.split('\r\n')[0]).toBe('Tijdstip,Gebruiker,Rol,Soort,Omschrijving,Project,Netwerk');
    expect(csv).toContain('Pieter Visser,client,step_approved,Stap goedgekeurd,Pieter Visser,192.0.2.0/24');
  });

  it('records failed and successful sign-ins, and sign-out', async () => {
    const user = await createTestUser(env.services, { role: 'client', email: `aanmelden-${Date.now()}@test.nl`, fullName: 'Kees Aanmelder' });
    const anonymous = await callerFor(env.services);
    await rejection(anonymous.auth.login({ email: user.email, password: 'verkeerd-wachtwoord' }));
    const signedIn = await callerFor(env.services, user);
    await signedIn.auth.logout();
    const kinds = await env.services.db.selectFrom('activityLog').select(['kind', 'actorRole']).where('actorId', '=', user.id).orderBy('id').execute();
    expect(kinds).toEqual([
      { kind: 'sign_in_failed', actorRole: 'client' },
      { kind: 'signed_out', actorRole: 'client' },
    ]);
  });

  it('is refused edits and deletions by the database, outside the retention job', async () => {
    const { db } = env.services;
    const row = await db.selectFrom('activityLog').select('id').orderBy('id').executeTakeFirstOrThrow();
    await expect(db.updateTable('activityLog').set({ kind: 'signed_in' }).where('id', '=', row.id).execute()).rejects.toThrow(/never edited/);
    await expect(db.updateTable('activityLog').set({ actorId: admin.id }).where('id', '=', row.id).execute()).rejects.toThrow(/never edited/);
    await expect(db.deleteFrom('activityLog').where('id', '=', row.id).execute()).rejects.toThrow(/never deleted/);
    // The purge's own switch is not enough: the row must be past its period by the database's clock.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('app.activity_purge', 'on', true)`.execute(trx);
        await trx.deleteFrom('activityLog').where('id', '=', row.id).execute();
      }),
    ).rejects.toThrow(/never deleted/);
    expect(await db.selectFrom('activityLog').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
  });

  it('keeps the rows of a deleted account with "Verwijderde gebruiker"', async () => {
    const leaving = await createTestUser(env.services, { role: 'client', fullName: 'Vertrekkende Klant' });
    const own = await createTestProject(env.services, { clientId: leaving.id, packageType: 'website' });
    const asLeaving = await callerFor(env.services, leaving);
    await asLeaving.project.messages.send({ projectId: own.id, message: 'Tot ziens' });
    const asAdmin = await callerFor(env.services, admin);
    await asAdmin.admin.users.delete({ userId: leaving.id });
    const page = await asAdmin.admin.activity.list({ q: 'bericht' });
    const row = page.items.find((item) => item.projectId === own.id && item.kind === 'message_sent');
    expect(row).toMatchObject({ actorId: null, actorRole: 'client', who: 'Verwijderde gebruiker' });
    const deletion = await asAdmin.admin.activity.list({ q: 'gebruiker verwijderd' });
    expect(deletion.items[0]).toMatchObject({ kind: 'user_deleted', who: 'Beheerder' });
  });
});
