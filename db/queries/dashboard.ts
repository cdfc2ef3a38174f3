import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { MAX_PROJECTS_PER_CLIENT } from '@/src/domain/packages';
import { projectsVisibleTo, type Actor } from './projects';
import { latestRoundColumns } from './review-rounds';
import { isOpenStep } from './rules';

// The client dashboard in two queries whatever the number of projects: the projects (with the
// developer and the intake form joined) and all their timeline steps.

export function listDashboardProjects(db: Kysely<Database>, actor: Actor) {
  return projectsVisibleTo(db, actor)
    .leftJoin('profiles as developer', 'developer.id', 'projects.developerId')
    .leftJoin('intakeForms', 'intakeForms.projectId', 'projects.id')
    .select([
      'projects.id',
      'projects.packageType',
      'projects.monthlyPrice',
      'projects.status',
      'projects.buildLink',
      'projects.createdAt',
      'developer.fullName as developerName',
      'intakeForms.status as intakeStatus',
    ])
    .orderBy('projects.createdAt', 'desc')
    .orderBy('projects.id')
    .limit(MAX_PROJECTS_PER_CLIENT)
    .execute();
}

export function listDashboardSteps(db: Kysely<Database>, actor: Actor) {
  return db
    .selectFrom('projectTimeline as step')
    .select((eb) => [
      'step.id',
      'step.projectId',
      'step.stepNumber',
      'step.stepName',
      'step.description',
      'step.status',
      'step.expectedDate',
      'step.approvedDate',
      'step.completedAt',
      latestRoundColumns(eb).developerNote,
    ])
    .where('step.projectId', 'in', projectsVisibleTo(db, actor).select('projects.id'))
    .orderBy('step.projectId')
    .orderBy('step.stepNumber')
    .execute();
}

/** Each visible project's current step (its first one not yet approved), with the client's name, for "Wacht op jou". */
export function listCurrentSteps(db: Kysely<Database>, actor: Actor) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .distinctOn('step.projectId')
    .select([
      'step.id',
      'step.projectId',
      'step.stepNumber',
      'step.stepName',
      'step.status',
      'step.expectedDate',
      'step.completedAt',
      'projects.packageType',
      'projects.createdAt as projectCreatedAt',
      'client.fullName as clientName',
      'client.companyName',
    ])
    .where(isOpenStep)
    .orderBy('step.projectId')
    .orderBy('step.stepNumber')
    .execute();
}
