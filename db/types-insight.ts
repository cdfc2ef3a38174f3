import type { ColumnType, Generated } from 'kysely';
import type { InvoiceStatus, ProjectStatus } from '@/src/domain/statuses';
import type { Money, Timestamp } from './types-columns';

// Insight's tables (dashboard visits, project status history, figures per month): Kysely table
// types as in types.ts, which assembles them into Database.

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

/** Revenue and debits per month ('YYYY-MM'), kept by database triggers on invoices and payments. */
export interface InsightMonthsTable {
  period: string;
  revenue: ColumnType<Money, never, never>;
  debitsSucceeded: ColumnType<number, never, never>;
  debitsFailed: ColumnType<number, never, never>;
  debitsChargedBack: ColumnType<number, never, never>;
}
