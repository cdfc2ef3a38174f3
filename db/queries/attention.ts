import { sql, type Kysely, type OperationNodeSource } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '@/db/types';
import { todayInAmsterdam, type IsoDate } from '@/src/dates';
import { ATTENTION_LINES_PER_KIND, COMPLAINT_ATTENTION_DAYS, REMINDER_INTERVAL_HOURS } from '@/src/domain/insight';
import { complaintsVisibleTo } from './complaints';
import { invoicesVisibleTo } from './invoices';
import { projectIdVisibleTo, projectsVisibleTo, type Actor } from './projects';
import { isAwaitingClientStep, isOpenComplaint, isOverdueStep, isPendingStep, isUnpaidDebit, isWaitingTooLong } from './rules';

// "Aandacht nodig": per kind an ordered LIMIT (written into the SQL) and a count, both served by an index holding only that kind's rows.
// Lines and count alike start from the access and status rules (rules.ts), so the list holds and counts only what its reader may open.

const DAY_MS = 24 * 3600_000;

/** The kind's count, as a column of every line (so a kind without lines has no total and counts 0). */
const total = (count: OperationNodeSource) => sql<number>`(${count})`.as('total');
const countAll = sql<number>`count(*)::int`.as('n');
const clientName = sql<string | null>`coalesce(client.company_name, client.full_name, client.email)`.as('clientName');

/** Debits that failed or were charged back and are not paid since. */
function failedDebitLines(db: Kysely<Database>, actor: Actor) {
  const unpaid = () => invoicesVisibleTo(db, actor).where(isUnpaidDebit);
  return (
    unpaid()
      // The amount as text, also inside JSON (where a numeric would become a float).
      .select(['id', 'invoiceNumber', 'status', sql<string>`total_amount::text`.as('totalAmount'), 'billingName', 'invoiceDate as since', total(unpaid().select(countAll))])
      .orderBy('invoiceDate')
      .orderBy('id')
      .limit(sql.lit(ATTENTION_LINES_PER_KIND))
  );
}

/** Steps not yet delivered whose expected date has passed. */
function overdueStepLines(db: Kysely<Database>, actor: Actor, today: IsoDate) {
  const overdue = db
    .selectFrom('projectTimeline as step')
    .where((eb) => projectIdVisibleTo(db, actor, eb.ref('step.projectId')))
    .where(isPendingStep)
    .where((eb) => isOverdueStep(eb, today));
  const lines = overdue
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.expectedDate as since'])
    .orderBy('step.expectedDate')
    .orderBy('step.id')
    .limit(sql.lit(ATTENTION_LINES_PER_KIND))
    .as('step');
  return db
    .selectFrom(lines)
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.since', clientName, total(overdue.select(countAll))])
    .orderBy('step.since')
    .orderBy('step.id');
}

/** Complaints still open, filed before `before`. */
function oldComplaintLines(db: Kysely<Database>, actor: Actor, before: Date) {
  const old = () => complaintsVisibleTo(db, actor).where(isOpenComplaint).where('complaints.createdAt', '<', before);
  const lines = old()
    .select(['complaints.id', 'complaints.number', 'complaints.subject', 'complaints.createdAt', 'complaints.userId'])
    .orderBy('complaints.createdAt')
    .orderBy('complaints.id')
    .limit(sql.lit(ATTENTION_LINES_PER_KIND))
    .as('complaint');
  return db
    .selectFrom(lines)
    .leftJoin('profiles as client', 'client.id', 'complaint.userId')
    .select(['complaint.id', 'complaint.number', 'complaint.subject', 'complaint.createdAt as since', clientName, total(old().select(countAll))])
    .orderBy('complaint.createdAt')
    .orderBy('complaint.id');
}

/** Steps waiting too long for the client's approval, with when a reminder last went. */
function waitingApprovalLines(db: Kysely<Database>, actor: Actor, now: Date) {
  const waiting = db
    .selectFrom('projectTimeline as step')
    .where((eb) => projectIdVisibleTo(db, actor, eb.ref('step.projectId')))
    .where((eb) => isWaitingTooLong(eb, now));
  const lines = waiting
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.completedAt as since', 'step.remindedAt'])
    .orderBy('step.completedAt')
    .orderBy('step.id')
    .limit(sql.lit(ATTENTION_LINES_PER_KIND))
    .as('step');
  return db
    .selectFrom(lines)
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.since', 'step.remindedAt', clientName, total(waiting.select(countAll))])
    .orderBy('step.since')
    .orderBy('step.id');
}

/** Projects not completed that nobody is assigned to. */
function unassignedProjectLines(db: Kysely<Database>, actor: Actor) {
  const unassigned = () => projectsVisibleTo(db, actor).where('projects.developerId', 'is', null).where('projects.status', '<>', sql.lit('completed'));
  const lines = unassigned()
    .select(['projects.id', 'projects.packageType', 'projects.createdAt', 'projects.clientId'])
    .orderBy('projects.createdAt')
    .orderBy('projects.id')
    .limit(sql.lit(ATTENTION_LINES_PER_KIND))
    .as('project');
  return db
    .selectFrom(lines)
    .leftJoin('profiles as client', 'client.id', 'project.clientId')
    .select(['project.id', 'project.packageType', 'project.createdAt as since', clientName, total(unassigned().select(countAll))])
    .orderBy('project.createdAt')
    .orderBy('project.id');
}

/** Mails the SMTP server never took, after every retry; the newest first (the oldest were long noticed). The outbox is the agency's, read by admins only. */
function undeliveredMailLines(db: Kysely<Database>) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'createdAt as since', sql<number>`(count(*) over ())::int`.as('total')])
    .where('status', '=', sql.lit('failed'))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(sql.lit(ATTENTION_LINES_PER_KIND));
}

/** A moment as JSON carries it (text), or as the driver gives it. */
const moment = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Every kind's lines as of `now` in one statement (one round trip, not six). In JSON the amounts stay text and the dates
 * 'YYYY-MM-DD' as outside it; only the moments need turning back into Dates.
 */
export async function attentionLines(db: Kysely<Database>, actor: Actor, now: Date) {
  const complaintsBefore = new Date(now.getTime() - COMPLAINT_ATTENTION_DAYS * DAY_MS);
  const row = await db
    .selectNoFrom([
      jsonArrayFrom(failedDebitLines(db, actor)).as('debits'),
      jsonArrayFrom(overdueStepLines(db, actor, todayInAmsterdam(now))).as('steps'),
      jsonArrayFrom(oldComplaintLines(db, actor, complaintsBefore)).as('complaints'),
      jsonArrayFrom(waitingApprovalLines(db, actor, now)).as('approvals'),
      jsonArrayFrom(unassignedProjectLines(db, actor)).as('projects'),
      jsonArrayFrom(undeliveredMailLines(db)).as('mails'),
    ])
    .executeTakeFirstOrThrow();
  return {
    debits: row.debits,
    steps: row.steps,
    complaints: row.complaints.map((line) => ({ ...line, since: moment(line.since) })),
    approvals: row.approvals.map((line) => ({ ...line, since: moment(line.since!), remindedAt: line.remindedAt === null ? null : moment(line.remindedAt) })),
    projects: row.projects.map((line) => ({ ...line, since: moment(line.since) })),
    mails: row.mails.map((line) => ({ ...line, since: moment(line.since) })),
  };
}

/**
 * At most one reminder per interval, decided by one conditional update so two admins clicking at once send one mail.
 * Undefined when the step is not waiting or was reminded within the interval.
 */
export function claimStepReminder(db: Kysely<Database>, actor: Actor, stepId: string, now: Date) {
  const since = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3600_000);
  return db
    .updateTable('projectTimeline as step')
    .set({ remindedAt: now })
    .where('step.id', '=', stepId)
    .where((eb) => projectIdVisibleTo(db, actor, eb.ref('step.projectId')))
    .where(isAwaitingClientStep)
    .where((w) => w.or([w('step.remindedAt', 'is', null), w('step.remindedAt', '<=', since)]))
    .returning((eb) => [
      'step.id',
      'step.stepName',
      eb.selectFrom('projects').select('projects.clientId').whereRef('projects.id', '=', 'step.projectId').as('clientId'),
    ])
    .executeTakeFirst();
}

/** A step in a project the actor may see, with its status; undefined when missing or not theirs. */
export function findVisibleStep(db: Kysely<Database>, actor: Actor, stepId: string) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .select(['step.id', 'step.status'])
    .where('step.id', '=', stepId)
    .executeTakeFirst();
}
