import type { ColumnType, Generated } from 'kysely';
import type { ComplaintStatus, InvoiceStatus, ProjectStatus, TimelineStepStatus } from '@/src/domain/statuses';
import type { Money, Timestamp } from './types-columns';

// Insight's tables (dashboard visits, project status history, figures kept per month, status,
// developer and step): Kysely table types as in types.ts, which assembles them into Database.

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

/** Invoices (credit notes included) per status: how many and their total, kept by a database trigger on invoices. */
export interface InvoiceStatusTotalsTable {
  status: InvoiceStatus;
  invoiceCount: ColumnType<number, never, never>;
  totalAmount: ColumnType<Money, never, never>;
}

/** Complaints per status: how many, kept by a database trigger on complaints. */
export interface ComplaintStatusTotalsTable {
  status: ComplaintStatus;
  complaintCount: ColumnType<number, never, never>;
}

/** How many profiles there are, in one row kept by a database trigger on profiles. */
export interface ProfileTotalsTable {
  id: ColumnType<boolean, never, never>;
  profileCount: ColumnType<number, never, never>;
}

/** Projects per status: how many and their monthly prices added up, kept by a database trigger on projects. */
export interface ProjectStatusTotalsTable {
  status: ProjectStatus;
  projectCount: ColumnType<number, never, never>;
  monthlyPriceTotal: ColumnType<Money, never, never>;
}

/**
 * Open (not approved) timeline steps per developer of their project (null: unassigned), status and
 * expected date, kept by database triggers on project_timeline and projects. A key with no open
 * steps left is deleted; readers still ignore a count of 0.
 */
export interface OpenStepDaysTable {
  developerId: ColumnType<string | null, never, never>;
  status: ColumnType<Exclude<TimelineStepStatus, 'approved'>, never, never>;
  expectedDate: ColumnType<string | null, never, never>;
  stepCount: ColumnType<number, never, never>;
}

/** Per step number: its approved steps (with an approval date) and their days from project creation, added up; kept by database triggers. */
export interface StepApprovalDaysTable {
  stepNumber: ColumnType<number, never, never>;
  approvedCount: ColumnType<number, never, never>;
  /** bigint, read as a number. */
  dayTotal: ColumnType<number, never, never>;
}

/** Revenue and debits per month ('YYYY-MM'), kept by database triggers on invoices and payments. */
export interface InsightMonthsTable {
  period: string;
  revenue: ColumnType<Money, never, never>;
  debitsSucceeded: ColumnType<number, never, never>;
  debitsFailed: ColumnType<number, never, never>;
  debitsChargedBack: ColumnType<number, never, never>;
}
