import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import type { AgendaUrgency } from '@/src/domain/agenda';
import { projectIdVisibleTo, projectsVisibleTo, type Actor } from './projects';
import { hasStepUrgency, isOpenPin, isOpenStep } from './rules';
import { onePage } from './page-window';

// The agenda (spec 2): two statements (counters, one page) whatever the number of projects, both reading open steps only from
// partial indexes: an admin's in the agenda's order, a developer's through their own projects.

type AgendaActor = Actor & { role: 'admin' | 'developer' };

/** Achterstallig, Vandaag, Aankomend (within AGENDA_SOON_DAYS) and Totaal, as of `today` in Amsterdam (agendaUrgency's urgencies). */
export async function countAgenda(db: Kysely<Database>, actor: AgendaActor, today: IsoDate) {
  const row = await db
    .selectFrom('projectTimeline as step')
    .where(isOpenStep)
    .where((eb) => projectIdVisibleTo(db, actor, eb.ref('step.projectId')))
    .select((eb) => {
      const urgent = (urgency: AgendaUrgency) => eb.fn.countAll<string>().filterWhere(hasStepUrgency(eb, today, urgency));
      return [eb.fn.countAll<string>().as('total'), urgent('overdue').as('overdue'), urgent('today').as('today'), urgent('soon').as('upcoming')];
    })
    .executeTakeFirstOrThrow();
  return { overdue: Number(row.overdue), today: Number(row.today), upcoming: Number(row.upcoming), total: Number(row.total) };
}

/** One page of open steps, earliest expected date first (undated last), with the project, its client and the step's open pins. */
export function listAgendaPage(db: Kysely<Database>, actor: AgendaActor, window: { limit: number; offset: number }) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .innerJoin('profiles as client', 'client.id', 'projects.clientId')
    .where(isOpenStep)
    .select((eb) => [
      'step.id',
      'step.stepNumber',
      'step.stepName',
      'step.status',
      'step.expectedDate',
      'projects.id as projectId',
      'projects.packageType',
      'client.fullName as clientName',
      'client.companyName as companyName',
      eb.selectFrom('reviewPins as pin').select((pin) => pin.fn.countAll<string>().as('n')).whereRef('pin.stepId', '=', 'step.id').where(isOpenPin).as('openPins'),
    ])
    .orderBy('step.expectedDate', (ob) => ob.asc().nullsLast())
    .orderBy('step.projectId')
    .orderBy('step.stepNumber')
    .$call((page) => onePage(page, window))
    .execute();
}
