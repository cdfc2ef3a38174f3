import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { AGENDA_SOON_DAYS } from '@/src/domain/agenda';
import { projectIdVisibleTo, type Actor } from './projects';

// The agenda (spec 2): the open (not approved) timeline steps of the projects the actor may see,
// by expected date. Two statements whatever the number of projects: the counters and one page.
// Open steps have their own partial indexes (by date, and by project), so neither statement reads
// the approved history.

function openSteps(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('projectTimeline as step')
    .where('step.status', '<>', 'approved')
    .where((eb) => projectIdVisibleTo(db, actor, eb.ref('step.projectId')));
}

/** Achterstallig, Vandaag, Aankomend (within AGENDA_SOON_DAYS) and Totaal, as of `today` in Amsterdam. */
export async function countAgenda(db: Kysely<Database>, actor: Actor, today: IsoDate) {
  const soonUntil = addCalendarDays(today, AGENDA_SOON_DAYS);
  const row = await openSteps(db, actor)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('step.expectedDate', '<', today).as('overdue'),
      eb.fn.countAll<number>().filterWhere('step.expectedDate', '=', today).as('today'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('step.expectedDate', '>', today), w('step.expectedDate', '<=', soonUntil)]))
        .as('upcoming'),
    ])
    .executeTakeFirstOrThrow();
  return { overdue: Number(row.overdue), today: Number(row.today), upcoming: Number(row.upcoming), total: Number(row.total) };
}

/** One page of open steps, earliest expected date first (undated last), with the project and its client. */
export function listAgendaPage(db: Kysely<Database>, actor: Actor, window: { limit: number; offset: number }) {
  return openSteps(db, actor)
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .innerJoin('profiles as client', 'client.id', 'projects.clientId')
    .select([
      'step.id',
      'step.stepNumber',
      'step.stepName',
      'step.status',
      'step.expectedDate',
      'projects.id as projectId',
      'projects.packageType',
      'client.fullName as clientName',
      'client.companyName as companyName',
    ])
    .orderBy('step.expectedDate', (ob) => ob.asc().nullsLast())
    .orderBy('step.projectId')
    .orderBy('step.stepNumber')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
