import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionLines } from '@/db/queries/attention';
import { complaintsVisibleTo } from '@/db/queries/complaints';
import { invoicesVisibleTo } from '@/db/queries/invoices';
import { projectIdVisibleTo, projectsVisibleTo, type Actor } from '@/db/queries/projects';
import { isOpenComplaint, isOverdueStep, isPendingStep, isUnpaidDebit, isWaitingTooLong } from '@/db/queries/rules';
import { createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { ATTENTION_LINES_PER_KIND, COMPLAINT_ATTENTION_DAYS } from '@/src/domain/insight';

// With more matching rows than lines, each kind's lines and total must be what a plain query with the same access and status rules says,
// per actor. All kinds come from one JSON statement: they must read as a direct query gives them (Dates, 'YYYY-MM-DD', exact amounts).

let env: TestEnv;
const db = () => env.services.db;
const now = new Date('2026-06-15T10:00:00Z');
const today = '2026-06-15';
const complaintsBefore = new Date(now.getTime() - COMPLAINT_ATTENTION_DAYS * 24 * 3600_000);
const actors: Record<string, Actor> = {};
const MANY = ATTENTION_LINES_PER_KIND + 3;

beforeAll(async () => {
  env = await createTestEnv();
  actors.admin = { id: (await createTestUser(env.services, { role: 'admin' })).id, role: 'admin' };
  const daan = await createTestUser(env.services, { role: 'developer', fullName: 'Daan Developer' });
  const bram = await createTestUser(env.services, { role: 'developer', fullName: 'Bram Bouwer' });
  const klara = await createTestUser(env.services, { role: 'client', fullName: 'Klara Klant' });
  const kees = await createTestUser(env.services, { role: 'client', fullName: 'Kees Klant' });
  actors.developer = { id: daan.id, role: 'developer' };
  actors.client = { id: klara.id, role: 'client' };

  const day = (n: number) => `2026-05-${String(n).padStart(2, '0')}`;
  let serial = 0;
  for (const [clientId, developerId] of [
    [klara.id, daan.id],
    [klara.id, null],
    [kees.id, bram.id],
    [kees.id, null],
  ] as const) {
    for (let i = 0; i < MANY; i++) {
      const n = ++serial;
      const status = i === 0 ? 'completed' : i === 1 ? 'on_hold' : 'in_progress';
      const project = await createTestProject(env.services, { clientId, packageType: 'website', developerId });
      await sql`UPDATE projects SET status = ${status}, created_at = ${new Date(`${day(1 + (n % 20))}T08:00:00Z`)} WHERE id = ${project.id}`.execute(db());
      await db().deleteFrom('projectTimeline').where('projectId', '=', project.id).execute();
      // Overdue, due today, approved; waiting long, waiting shortly; on the same day twice, so the id decides.
      await db()
        .insertInto('projectTimeline')
        .values([
          { projectId: project.id, stepNumber: 1, stepName: 'Ontwerp', status: 'pending', expectedDate: day(1 + (n % 5)) },
          { projectId: project.id, stepNumber: 2, stepName: 'Bouw', status: 'pending', expectedDate: today },
          { projectId: project.id, stepNumber: 3, stepName: 'Klaar', status: 'approved', expectedDate: day(2), approvedDate: new Date('2026-05-03T08:00:00Z') },
          { projectId: project.id, stepNumber: 4, stepName: 'Inhoud', status: 'ready_for_approval', completedAt: new Date(`${day(1 + (n % 4))}T08:00:00Z`) },
          { projectId: project.id, stepNumber: 5, stepName: 'Teksten', status: 'ready_for_approval', completedAt: new Date('2026-06-12T08:00:00Z') },
        ])
        .execute();
    }
  }
  for (const userId of [klara.id, kees.id, daan.id]) {
    for (let i = 0; i < MANY; i++) {
      const n = ++serial;
      const status = (['failed', 'charged_back', 'paid', 'failed'] as const)[i % 4];
      await db()
        .insertInto('invoices')
        .values({ userId, invoiceNumber: `A-${n}`, kind: 'invoice', invoiceDate: day(1 + (n % 3)), amount: '10.00', vatAmount: '2.10', totalAmount: '12.10', description: 'Website', status })
        .execute();
      await db()
        .insertInto('complaints')
        .values({
          userId,
          subject: `Klacht ${n}`,
          description: 'Zie onderwerp',
          status: (['open', 'in_progress', 'resolved'] as const)[i % 3],
          createdAt: new Date(i === 0 ? '2026-06-14T08:00:00Z' : `${day(1 + (n % 3))}T08:00:00Z`),
        })
        .execute();
    }
  }
  // A credit note is no debit; the database refuses one that is not paid.
  const creditNote = { userId: klara.id, kind: 'credit_note', invoiceDate: day(1), amount: '-10.00', vatAmount: '-2.10', totalAmount: '-12.10', description: 'Creditnota' } as const;
  await db().insertInto('invoices').values({ ...creditNote, invoiceNumber: 'C-1', status: 'paid' }).execute();
  await expect(db().insertInto('invoices').values({ ...creditNote, invoiceNumber: 'C-2', status: 'failed' }).execute()).rejects.toThrow(/invoices_credit_note_paid_check/);
});

afterAll(() => env.close());

/** The ids a plain query gives, in the list's order: how many, and the first few. */
async function expected(query: { execute(): Promise<{ id: string }[]> }) {
  const rows = await query.execute();
  return { total: rows.length, ids: rows.slice(0, ATTENTION_LINES_PER_KIND).map((row) => row.id) };
}

/** The actor's timeline steps, by the project access rule. */
const visibleSteps = (actor: Actor) => db().selectFrom('projectTimeline as step').where((eb) => projectIdVisibleTo(db(), actor, eb.ref('step.projectId')));

/** The lines of every kind, as the dashboard reads them, at this moment. */
const lines = (actor: Actor) => attentionLines(db(), actor, now);

function shown(rows: { id: string; total: number }[]) {
  return { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
}

describe.each(['admin', 'developer', 'client'])('Aandacht nodig for an %s', (who) => {
  it('failed debits: the oldest lines and all of them counted', async () => {
    const actor = actors[who]!;
    const want = await expected(invoicesVisibleTo(db(), actor).where(isUnpaidDebit).select('invoices.id as id').orderBy('invoices.invoiceDate').orderBy('invoices.id'));
    const rows = (await lines(actor)).debits;
    expect(shown(rows)).toEqual(want);
    if (actor.role !== 'developer') expect(want.total).toBeGreaterThan(ATTENTION_LINES_PER_KIND);
    for (const row of rows) {
      expect(row.totalAmount).toBe('12.10');
      expect(row.since).toMatch(/^2026-05-0[1-3]$/);
      expect(['failed', 'charged_back']).toContain(row.status);
    }
  });

  it('overdue steps', async () => {
    const actor = actors[who]!;
    const want = await expected(
      visibleSteps(actor)
        .where(isPendingStep)
        .where((eb) => isOverdueStep(eb, today))
        .select('step.id')
        .orderBy('step.expectedDate')
        .orderBy('step.id'),
    );
    const rows = (await lines(actor)).steps;
    expect(shown(rows)).toEqual(want);
    expect(want.total).toBeGreaterThan(ATTENTION_LINES_PER_KIND);
    expect(rows.every((row) => row.clientName?.endsWith('Klant'))).toBe(true);
    expect(rows.every((row) => /^2026-05-0[1-5]$/.test(row.since!))).toBe(true);
  });

  it('old complaints', async () => {
    const actor = actors[who]!;
    const want = await expected(
      complaintsVisibleTo(db(), actor)
        .where(isOpenComplaint)
        .where('complaints.createdAt', '<', complaintsBefore)
        .select('complaints.id')
        .orderBy('complaints.createdAt')
        .orderBy('complaints.id'),
    );
    const rows = (await lines(actor)).complaints;
    expect(shown(rows)).toEqual(want);
    const direct = await sql<{ id: string; createdAt: Date }>`SELECT id, created_at AS "createdAt" FROM complaints WHERE id IN (${sql.join(rows.map((row) => row.id))})`.execute(db());
    for (const row of rows) expect(row.since).toEqual(direct.rows.find((d) => d.id === row.id)!.createdAt);
    expect(want.total).toBeGreaterThan(ATTENTION_LINES_PER_KIND - (actor.role === 'admin' ? 0 : 1));
    expect(rows.every((row) => row.clientName !== null)).toBe(true);
  });

  it('waiting approvals', async () => {
    const actor = actors[who]!;
    const want = await expected(
      visibleSteps(actor)
        .where((eb) => isWaitingTooLong(eb, now))
        .select('step.id')
        .orderBy('step.completedAt')
        .orderBy('step.id'),
    );
    const rows = (await lines(actor)).approvals;
    expect(shown(rows)).toEqual(want);
    expect(want.total).toBeGreaterThan(ATTENTION_LINES_PER_KIND);
    for (const row of rows) {
      expect(row.since).toBeInstanceOf(Date);
      expect(row.since.getTime()).toBeLessThan(new Date('2026-06-08T10:00:00Z').getTime());
      expect(row.remindedAt).toBeNull();
    }
  });

  it('unassigned projects', async () => {
    const actor = actors[who]!;
    const want = await expected(
      projectsVisibleTo(db(), actor)
        .where('projects.developerId', 'is', null)
        .where('projects.status', '<>', 'completed')
        .select('projects.id')
        .orderBy('projects.createdAt')
        .orderBy('projects.id'),
    );
    const rows = (await lines(actor)).projects;
    expect(shown(rows)).toEqual(want);
    expect(rows.every((row) => row.since instanceof Date && row.since.toISOString().endsWith('T08:00:00.000Z'))).toBe(true);
    if (actor.role !== 'developer') expect(want.total).toBeGreaterThan(ATTENTION_LINES_PER_KIND);
  });
});

describe('Aandacht nodig for someone without a role', () => {
  it('shows and counts nothing', async () => {
    const nobody: Actor = { id: actors.client!.id, role: null };
    const { mails: _agencyOutbox, ...kinds } = await lines(nobody);
    expect(kinds).toEqual({ debits: [], steps: [], complaints: [], approvals: [], projects: [] });
  });
});
