import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { latestRoundColumns } from './review-rounds';
import { isOpenPin } from './rules';

/** A person a mail can go to (the one list of mail recipients' lookups): id, address and name (null when the profile has none). */
export interface MailRecipient {
  id: string;
  email: string;
  fullName: string | null;
}

function people(db: Kysely<Database>) {
  return db.selectFrom('users').leftJoin('profiles', 'profiles.id', 'users.id').select(['users.id', 'users.email', 'profiles.fullName']);
}

export function findPerson(db: Kysely<Database>, userId: string): Promise<MailRecipient | undefined> {
  return people(db).where('users.id', '=', userId).executeTakeFirst();
}

/** One person with their role, to link them to the pages of that role. */
export function findPersonWithRole(db: Kysely<Database>, userId: string) {
  return people(db).leftJoin('userRoles', 'userRoles.userId', 'users.id').select('userRoles.role').where('users.id', '=', userId).executeTakeFirst();
}

/** Every admin, who hears of what needs the agency's attention. */
export function listAdmins(db: Kysely<Database>): Promise<MailRecipient[]> {
  return people(db).innerJoin('userRoles', 'userRoles.userId', 'users.id').where('userRoles.role', '=', 'admin').orderBy('users.email').execute();
}

/** A step with the people of its project and its latest round (the note, the feedback, the open pins), for the mail about it. */
export function findStepForMail(db: Kysely<Database>, stepId: string) {
  return db
    .selectFrom('projectTimeline as step')
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .select((eb) => {
      const latest = latestRoundColumns(eb);
      return [
        'step.stepName',
        latest.developerNote,
        latest.feedback,
        latest.roundNumber,
        eb.selectFrom('reviewPins as pin').select((pin) => pin.fn.countAll<string>().as('n')).whereRef('pin.stepId', '=', 'step.id').where(isOpenPin).as('openPins'),
        'projects.id as projectId',
        'projects.clientId',
        'projects.developerId',
      ];
    })
    .where('step.id', '=', stepId)
    .executeTakeFirst();
}

/** Who is on a project: its client and its developer (null when unassigned). */
export function findProjectParties(db: Kysely<Database>, projectId: string) {
  return db.selectFrom('projects').select(['id', 'clientId', 'developerId']).where('id', '=', projectId).executeTakeFirst();
}
