import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { AGENDA_SOON_DAYS } from '@/src/domain/agenda';
import { projectDeveloperVisibleTo, type Actor } from './projects';
import { planOnce } from './plan-once';
import { compiledOnce } from './compiled-once';

// The agenda (spec 2): the open (not approved) timeline steps of the projects the actor may see,
// by expected date. Two statements whatever the number of projects: the counters and one page.
// The counters add up what the database keeps per developer and date (open_step_days); the page
// reads the open steps by the developer each keeps of its project, from partial indexes in the
// agenda's order (every developer's for the admin, one developer's for a developer), so it never
// reads the approved history nor another developer's steps. Both are planned once: the partial
// indexes' status and the page size are written into the page's SQL, so its plan for any page and
// date reads them as a plan for the values at hand does. Kysely builds each once per role
// (compiled-once.ts).

function openSteps(db: Kysely<Database>, actor: Actor & { role: 'admin' | 'developer' }) {
  return db
    .selectFrom('projectTimeline as step')
    .where('step.status', '<>', sql.lit('approved'))
    .where((eb) => projectDeveloperVisibleTo(actor, eb.ref('step.projectDeveloperId')));
}

type AgendaRole = 'admin' | 'developer';

const counterStatement = compiledOnce((db, at: { actorId: string; today: IsoDate; soonUntil: IsoDate }, { role }: { role: AgendaRole }) =>
  db
    .selectFrom('openStepDays as kept')
    .where((eb) => projectDeveloperVisibleTo({ id: at.actorId, role }, eb.ref('kept.developerId')))
    .where('kept.stepCount', '>', 0)
    .select((eb) => [
      eb.fn.sum<number | null>('kept.stepCount').as('total'),
      eb.fn.sum<number | null>('kept.stepCount').filterWhere('kept.expectedDate', '<', at.today).as('overdue'),
      eb.fn.sum<number | null>('kept.stepCount').filterWhere('kept.expectedDate', '=', at.today).as('today'),
      eb.fn
        .sum<number | null>('kept.stepCount')
        .filterWhere((w) => w.and([w('kept.expectedDate', '>', at.today), w('kept.expectedDate', '<=', at.soonUntil)]))
        .as('upcoming'),
    ])
    .modifyEnd(planOnce),
);

/** Achterstallig, Vandaag, Aankomend (within AGENDA_SOON_DAYS) and Totaal, as of `today` in Amsterdam. */
export async function countAgenda(db: Kysely<Database>, actor: Actor & { role: AgendaRole }, today: IsoDate) {
  const [row] = await counterStatement(db, { actorId: actor.id, today, soonUntil: addCalendarDays(today, AGENDA_SOON_DAYS) }, { role: actor.role });
  return { overdue: Number(row?.overdue ?? 0), today: Number(row?.today ?? 0), upcoming: Number(row?.upcoming ?? 0), total: Number(row?.total ?? 0) };
}

// The page's size is written into its SQL: one compiled statement per role and size.
const pageStatement = compiledOnce((db, at: { actorId: string; offset: number }, { role, limit }: { role: AgendaRole; limit: number }) =>
  openSteps(db, { id: at.actorId, role })
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
    .limit(sql.lit(limit))
    .offset(at.offset)
    .modifyEnd(planOnce),
);

/** One page of open steps, earliest expected date first (undated last), with the project and its client. */
export function listAgendaPage(db: Kysely<Database>, actor: Actor & { role: AgendaRole }, window: { limit: number; offset: number }) {
  return pageStatement(db, { actorId: actor.id, offset: window.offset }, { role: actor.role, limit: window.limit });
}
