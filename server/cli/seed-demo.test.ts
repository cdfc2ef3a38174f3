import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/testing/test-db';
import { isOpenStep } from '@/db/queries/rules';
import type { DbHandle } from '@/db/create-db';
import { seedDemoAgency } from './seed-demo';
import { DEMO_USERS } from './seed-data';
import { attentionList } from '@/server/features/insight/attention';
import { ATTENTION_KINDS } from '@/src/domain/insight';

describe('demo seed', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoAgency(handle.db);
  });
  afterAll(() => handle.close());

  it('creates an admin, two developers and four clients with their roles', async () => {
    const roles = await handle.db.selectFrom('userRoles').select('role').execute();
    const count = (role: string) => roles.filter((r) => r.role === role).length;
    expect([count('admin'), count('developer'), count('client')]).toEqual([1, 2, 4]);
    expect(roles).toHaveLength(DEMO_USERS.length);
  });

  it('holds at least one of each case "Aandacht nodig" lists', async () => {
    const admin = await handle.db.selectFrom('userRoles').select('userId as id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    const groups = await attentionList(handle.db, { id: admin.id, role: 'admin' }, new Date());
    expect(groups.map((group) => group.kind)).toEqual([...ATTENTION_KINDS]);
  });

  it('verifies every demo address, so the demo logins need no mailed link', async () => {
    const unverified = await handle.db.selectFrom('users').select('email').where('emailVerifiedAt', 'is', null).execute();
    expect(unverified).toEqual([]);
  });

  it('has projects in every status, each with a timeline, checklist and messages', async () => {
    const projects = await handle.db.selectFrom('projects').select(['id', 'status']).execute();
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['pending', 'in_progress', 'completed', 'on_hold']));
    for (const table of ['projectTimeline', 'checklistItems'] as const) {
      const rows = await handle.db.selectFrom(table).select('projectId').execute();
      expect(new Set(rows.map((r) => r.projectId)).size).toBe(projects.length);
    }
    const ready = await handle.db.selectFrom('projectTimeline').select('id').where('status', '=', 'ready_for_approval').execute();
    expect(ready.length).toBeGreaterThan(0);
  });

  it('gives every staff screen something to show: checklists with descriptions, a build link, a ready step with a note, staff messages, open steps per developer', async () => {
    const db = handle.db;
    expect(await db.selectFrom('checklistItems').select('id').where('description', 'is not', null).execute()).not.toHaveLength(0);
    expect(await db.selectFrom('projects').select('id').where('buildLink', 'is not', null).execute()).not.toHaveLength(0);
    const ready = await db
      .selectFrom('projectTimeline as step')
      .innerJoin('stepReviewRounds as round', 'round.stepId', 'step.id')
      .select('round.developerNote')
      .where('step.status', '=', 'ready_for_approval')
      .execute();
    expect(ready.some((round) => round.developerNote)).toBe(true);
    const staffMessages = await db
      .selectFrom('projectUpdates')
      .innerJoin('userRoles', 'userRoles.userId', 'projectUpdates.authorId')
      .select('projectUpdates.id')
      .where('userRoles.role', '=', 'developer')
      .execute();
    expect(staffMessages).not.toHaveLength(0);
    const openPerDeveloper = await db
      .selectFrom('projectTimeline as step')
      .innerJoin('projects', 'projects.id', 'step.projectId')
      .select('projects.developerId')
      .where(isOpenStep)
      .where('projects.developerId', 'is not', null)
      .groupBy('projects.developerId')
      .execute();
    expect(openPerDeveloper).toHaveLength(2);
  });

  it('tells a consistent story: a client says the intake is filled in only where the project has a submitted intake form', async () => {
    const projects = await handle.db
      .selectFrom('projects')
      .leftJoin('intakeForms', 'intakeForms.projectId', 'projects.id')
      .select(['projects.id', 'intakeForms.status'])
      .execute();
    const saysFilledIn = await handle.db
      .selectFrom('projectUpdates')
      .select('projectId')
      .where('message', 'ilike', '%intakeformulier ingevuld%')
      .execute();
    const submitted = projects.filter((project) => project.status === 'submitted').map((project) => project.id);
    expect(new Set(saysFilledIn.map((row) => row.projectId))).toEqual(new Set(submitted));
    expect(projects.some((project) => project.status === null)).toBe(true);
  });

  it('numbers invoices sequentially per year', async () => {
    const numbers = (await handle.db.selectFrom('invoices').select('invoiceNumber').orderBy('invoiceNumber').execute()).map(
      (r) => r.invoiceNumber,
    );
    expect(numbers.length).toBe(9);
    for (const n of numbers) expect(n).toMatch(/^\d{4}-\d{4}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('has invoices in every status and one monthly schedule', async () => {
    const invoices = await handle.db.selectFrom('invoices').select(['status', 'scheduleId']).execute();
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'pending', 'failed', 'cancelled', 'charged_back']));
    const schedules = await handle.db.selectFrom('invoiceSchedules').select('id').execute();
    expect(schedules).toHaveLength(1);
    expect(invoices.filter((i) => i.scheduleId === schedules[0]!.id)).toHaveLength(1);
  });

  it('has a credit note for a partly refunded invoice and a charged-back invoice, with their money in the ledger', async () => {
    const db = handle.db;
    const note = await db.selectFrom('invoices').selectAll().where('kind', '=', 'credit_note').executeTakeFirstOrThrow();
    expect(note).toMatchObject({ totalAmount: '-12.10', status: 'paid' });
    const refund = await db.selectFrom('refunds').selectAll().where('creditNoteId', '=', note.id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amount: '12.10', status: 'refunded' });
    const chargedBack = await db.selectFrom('invoices').select('id').where('status', '=', 'charged_back').executeTakeFirstOrThrow();
    const debit = await db.selectFrom('payments').selectAll().where('invoiceId', '=', chargedBack.id).executeTakeFirstOrThrow();
    expect(debit).toMatchObject({ method: 'directdebit', status: 'paid', chargedBackAmount: '36.30' });
    const events = await db.selectFrom('paymentEvents').select('kind').where('paymentId', '=', debit.id).orderBy('createdAt').execute();
    expect(events.map((event) => event.kind)).toEqual(['created', 'paid', 'charged_back']);
  });
});
