import type { Generated } from 'kysely';
import type { ProjectStatus } from '@/src/domain/statuses';
import type { Timestamp } from './types-columns';

// Insight's tables (dashboard visits, project status history): Kysely table types as in types.ts,
// which assembles them into Database. The figures themselves are queries over the rows.

/** A developer's dashboard visits: "Deze week" shows what clients answered since the previous one. */
export interface DashboardVisitsTable {
  userId: string;
  lastVisitAt: Timestamp;
  previousVisitAt: Timestamp | null;
}

/** What a project's status was before each change, so its status at an earlier moment can be read back. */
export interface ProjectStatusChangesTable {
  /** bigint identity, read as a number. */
  id: Generated<number>;
  projectId: string;
  fromStatus: ProjectStatus;
  toStatus: ProjectStatus;
  changedAt: Timestamp;
}
