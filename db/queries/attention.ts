import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import { ATTENTION_LINES_PER_KIND, REMINDER_INTERVAL_HOURS } from '@/src/domain/insight';
import { complaintsVisibleTo } from './complaints';
import { invoicesVisibleTo } from './invoices';
import { projectIdVisibleTo, projectsVisibleTo, type Actor } from './projects';

// "Aandacht nodig" on the admin dashboard: per kind the oldest few lines and how many there are in
// all (a window count in the same statement), so the list costs six statements at any size. Each
// starts from its resource's access rule, so the list holds only what its reader may open.

const total = sql<number>`(count(*) over ())::int`.as('total');
const clientName = sql<string | null>`coalesce(client.company_name, client.full_name, client.email)`.as('clientName');

/** Debits that failed or were charged back and are not paid since. */
export function failedDebits(db: Kysely<Database>, actor: Actor) {
  return invoicesVisibleTo(db, actor)
    .select(['id', 'invoiceNumber', 'status', 'totalAmount', 'billingName', 'invoiceDate as since', total])
    .where('kind', '=', 'invoice')
    .where('status', 'in', ['failed', 'charged_back'])
    .orderBy('invoiceDate')
    .orderBy('id')
    .limit(ATTENTION_LINES_PER_KIND)
    .execute();
}

/** Steps still with the developer whose expected date has passed. */
export function overdueSteps(db: Kysely<Database>, actor: Actor, today: IsoDate) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.expectedDate as since', clientName, total])
    .where('step.status', '=', 'pending')
    .where('step.expectedDate', '<', today)
    .orderBy('step.expectedDate')
    .orderBy('step.id')
    .limit(ATTENTION_LINES_PER_KIND)
    .execute();
}

/** Complaints not resolved, made before `before`. */
export function oldComplaints(db: Kysely<Database>, actor: Actor, before: Date) {
  return complaintsVisibleTo(db, actor)
    .leftJoin('profiles as client', 'client.id', 'complaints.userId')
    .select(['complaints.id', 'complaints.number', 'complaints.subject', 'complaints.createdAt as since', clientName, total])
    .where('complaints.status', '<>', 'resolved')
    .where('complaints.createdAt', '<', before)
    .orderBy('complaints.createdAt')
    .orderBy('complaints.id')
    .limit(ATTENTION_LINES_PER_KIND)
    .execute();
}

/** Steps waiting for the client's approval since before `before`, with when a reminder last went. */
export function waitingApprovals(db: Kysely<Database>, actor: Actor, before: Date) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.completedAt as since', 'step.remindedAt', clientName, total])
    .where('step.status', '=', 'ready_for_approval')
    .where('step.completedAt', '<', before)
    .orderBy('step.completedAt')
    .orderBy('step.id')
    .limit(ATTENTION_LINES_PER_KIND)
    .execute();
}

/** Projects not completed that nobody is assigned to. */
export function unassignedProjects(db: Kysely<Database>, actor: Actor) {
  return projectsVisibleTo(db, actor)
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select(['projects.id', 'projects.packageType', 'projects.createdAt as since', clientName, total])
    .where('projects.developerId', 'is', null)
    .where('projects.status', '<>', 'completed')
    .orderBy('projects.createdAt')
    .orderBy('projects.id')
    .limit(ATTENTION_LINES_PER_KIND)
    .execute();
}

/** Mails the SMTP server never took, after every retry; the newest first (the oldest were long noticed). The outbox is the agency's, read by admins only. */
export function undeliveredMails(db: Kysely<Database>) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'createdAt as since', total])
    .where('status', '=', 'failed')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(ATTENTION_LINES_PER_KIND)
    .execute();
}

/**
 * Claims the right to remind the client about a waiting step: at most once per interval, decided
 * by one conditional update so two admins clicking at once send one mail. Undefined when the step is
 * not waiting or was reminded within the interval.
 */
export function claimStepReminder(db: Kysely<Database>, actor: Actor, stepId: string, now: Date) {
  const since = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3600_000);
  return db
    .updateTable('projectTimeline')
    .set({ remindedAt: now })
    .where('id', '=', stepId)
    .where((eb) => projectIdVisibleTo(db, actor, eb.ref('projectTimeline.projectId')))
    .where('status', '=', 'ready_for_approval')
    .where((w) => w.or([w('remindedAt', 'is', null), w('remindedAt', '<=', since)]))
    .returning((eb) => [
      'id',
      'stepName',
      eb.selectFrom('projects').select('projects.clientId').whereRef('projects.id', '=', 'projectTimeline.projectId').as('clientId'),
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
