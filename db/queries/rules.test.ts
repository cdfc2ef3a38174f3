import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDb } from '@/db/testing/test-db';
import type { DbHandle } from '@/db/create-db';
import type { Database } from '@/db/types';
import { addCalendarDays } from '@/src/dates';
import { AGENDA_URGENCIES, agendaUrgency, daysLate } from '@/src/domain/agenda';
import { canPayByLink } from '@/src/domain/invoices';
import * as domain from '@/src/domain/statuses';
import { APPROVAL_ATTENTION_DAYS } from '@/src/domain/insight';
import { isApprovedStep, isAwaitingClientStep, isOpenComplaint, isOpenPin, isOpenStep, isOverdueStep, isPendingStep, isUnpaidDebit, isWaitingTooLong, hasStepUrgency, stepUrgency } from './rules';

// Each status rule in SQL (rules.ts) gives what its twin in src/domain gives the browser, for every
// status and around every date boundary.

let handle: DbHandle;
let db: Kysely<Database>;
let clientId: string;
let projectId: string;
const today = '2026-06-15';
const now = new Date('2026-06-15T10:00:00Z');

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const user = await db.insertInto('users').values({ email: 'regels@test.nl', passwordHash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ id: user.id, email: 'regels@test.nl', fullName: 'Rita Regel' }).execute();
  clientId = user.id;
  projectId = (await db.insertInto('projects').values({ clientId, packageType: 'website', monthlyPrice: '30.00' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => handle.close());

describe('the step rules', () => {
  it('agree with the browser on open, approved and pending steps (a step sent back with changes asked is pending again), their urgency and whether they are overdue', async () => {
    const dates = [-4, -1, 0, 1, 3, 4, 30].map((days) => addCalendarDays(today, days));
    let stepNumber = 0;
    for (const status of domain.TIMELINE_STEP_STATUSES) {
      for (const expectedDate of [...dates, null]) {
        await db.insertInto('projectTimeline').values({ projectId, stepNumber: ++stepNumber, stepName: `Stap ${stepNumber}`, status, expectedDate }).execute();
      }
    }
    const rows = await db
      .selectFrom('projectTimeline as step')
      .select((eb) => [
        'step.stepNumber',
        'step.status',
        'step.expectedDate',
        isOpenStep(eb).as('open'),
        isApprovedStep(eb).as('approved'),
        isPendingStep(eb).as('pending'),
        isAwaitingClientStep(eb).as('awaitingClient'),
        isOverdueStep(eb, today).as('overdue'),
        stepUrgency(eb, today).as('urgency'),
      ])
      .where('step.projectId', '=', projectId)
      .execute();
    expect(rows).toHaveLength(domain.TIMELINE_STEP_STATUSES.length * 8);
    for (const row of rows) {
      const open = domain.isOpenStep(row);
      const urgency = agendaUrgency(row.expectedDate, today);
      const overdue = daysLate(row, today) !== null;
      expect({ ...row }).toEqual({ ...row, open, approved: !open, pending: domain.canMarkStepReady(row.status), awaitingClient: domain.canApproveStep(row.status), overdue, urgency });
    }
    // Each urgency's own condition (what the agenda counts) picks exactly the steps of that urgency.
    for (const urgency of AGENDA_URGENCIES) {
      const picked = await db
        .selectFrom('projectTimeline as step')
        .select('step.stepNumber')
        .where('step.projectId', '=', projectId)
        .where((eb) => hasStepUrgency(eb, today, urgency))
        .orderBy('step.stepNumber')
        .execute();
      const expected = rows.filter((row) => agendaUrgency(row.expectedDate, today) === urgency).map((row) => row.stepNumber);
      expect(picked.map((row) => row.stepNumber), urgency).toEqual(expected.sort((a, b) => a - b));
    }
    // Two past dates for each open status: planned, awaiting approval, changes asked.
    expect(rows.filter((row) => row.overdue)).toHaveLength(6);
    expect(new Set(rows.filter((row) => row.pending).map((row) => row.status))).toEqual(new Set(['pending', 'changes_requested']));
    expect(new Set(rows.filter((row) => row.awaitingClient).map((row) => row.status))).toEqual(new Set(['ready_for_approval']));
  });

  it(`count a step ready for approval as waiting too long after ${APPROVAL_ATTENTION_DAYS} days, not at the moment itself`, async () => {
    const limit = now.getTime() - APPROVAL_ATTENTION_DAYS * 24 * 3600_000;
    const cases = [
      { status: 'ready_for_approval', completedAt: new Date(limit - 1), waiting: true },
      { status: 'ready_for_approval', completedAt: new Date(limit), waiting: false },
      { status: 'ready_for_approval', completedAt: new Date(limit + 3600_000), waiting: false },
      { status: 'pending', completedAt: new Date(limit - 1), waiting: false },
      { status: 'changes_requested', completedAt: new Date(limit - 1), waiting: false },
      { status: 'approved', completedAt: new Date(limit - 1), waiting: false },
    ] as const;
    const waitingProject = (await db.insertInto('projects').values({ clientId, packageType: 'website', monthlyPrice: '30.00' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const [index, { status, completedAt }] of cases.entries()) {
      await db.insertInto('projectTimeline').values({ projectId: waitingProject, stepNumber: index + 1, stepName: `Stap ${index + 1}`, status, completedAt }).execute();
    }
    const rows = await db
      .selectFrom('projectTimeline as step')
      .select((eb) => ['step.stepNumber', isWaitingTooLong(eb, now).as('waiting')])
      .where('step.projectId', '=', waitingProject)
      .orderBy('step.stepNumber')
      .execute();
    expect(rows.map((row) => row.waiting)).toEqual(cases.map((c) => c.waiting));
  });
});

describe('the pin rule', () => {
  it('agrees with the browser on open pins', async () => {
    const step = await db.insertInto('projectTimeline').values({ projectId, stepNumber: 900, stepName: 'Pins', status: 'ready_for_approval' }).returning('id').executeTakeFirstOrThrow();
    const round = await db.insertInto('stepReviewRounds').values({ stepId: step.id, projectId, roundNumber: 1, readyAt: now }).returning('id').executeTakeFirstOrThrow();
    for (const [index, status] of domain.PIN_STATUSES.entries()) {
      await db
        .insertInto('reviewPins')
        .values({ projectId, stepId: step.id, roundId: round.id, number: index + 1, comment: status, target: 'image', xFraction: 0.1, yFraction: 0.9, status })
        .execute();
    }
    const rows = await db.selectFrom('reviewPins as pin').select((eb) => ['pin.status', isOpenPin(eb).as('open')]).orderBy('pin.number').execute();
    expect(rows.map((row) => [row.status, row.open])).toEqual(domain.PIN_STATUSES.map((status) => [status, domain.isOpenPin({ status })]));
    expect(rows.filter((row) => row.open)).toHaveLength(1);
  });
});

describe('the invoice and complaint rules', () => {
  it('agree with the browser on unpaid debits, which a pay link may always settle', async () => {
    let n = 0;
    const combinations = [
      ...domain.INVOICE_STATUSES.flatMap((status) => [null, '2026-06-20'].map((debitDate) => ({ kind: 'invoice' as const, status, debitDate }))),
      // The database holds a credit note paid, always.
      { kind: 'credit_note' as const, status: 'paid' as const, debitDate: null },
    ];
    for (const { kind, status, debitDate } of combinations) {
      const amount = kind === 'invoice' ? '10.00' : '-10.00';
      await db
        .insertInto('invoices')
        .values({ userId: clientId, invoiceNumber: `R-${++n}`, kind, status, debitDate, invoiceDate: today, amount, vatAmount: '0.00', totalAmount: amount, description: 'Regel' })
        .execute();
    }
    const rows = await db.selectFrom('invoices').select((eb) => ['invoices.kind', 'invoices.status', 'invoices.debitDate', isUnpaidDebit(eb).as('unpaid')]).execute();
    expect(rows).toHaveLength(combinations.length);
    for (const row of rows) {
      expect(row.unpaid).toBe(domain.isUnpaidDebit(row));
      if (row.unpaid) expect(canPayByLink(row)).toBe(true);
    }
    expect(rows.filter((row) => row.unpaid)).toHaveLength(4);
  });

  it('agree with the browser on open complaints', async () => {
    for (const status of domain.COMPLAINT_STATUSES) {
      await db.insertInto('complaints').values({ userId: clientId, subject: status, description: 'Regel', status }).execute();
    }
    const rows = await db.selectFrom('complaints').select((eb) => ['complaints.status', isOpenComplaint(eb).as('open')]).orderBy('complaints.number').execute();
    expect(rows.map((row) => [row.status, row.open])).toEqual(domain.COMPLAINT_STATUSES.map((status) => [status, domain.isOpenComplaint(status)]));
    expect(rows.filter((row) => row.open)).toHaveLength(2);
  });
});
