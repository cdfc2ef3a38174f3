import type { ColumnType, Generated } from 'kysely';
import type { ActivityKind } from '@/src/domain/activity';
import type { Role } from '@/src/domain/statuses';
import type { CreatedAt, Timestamp } from './types-columns';

// Privacy and accountability's tables (activity log, data exports, erasure requests): Kysely table
// types as in types.ts, which assembles them into Database.

export interface ActivityLogTable {
  /** bigserial, read as a number (see the type parsers in create-db.ts). */
  id: Generated<number>;
  /** Who did it; null once that account is erased (read as "Verwijderde gebruiker") or for the system. */
  actorId: string | null;
  actorRole: Role | null;
  kind: ActivityKind;
  projectId: string | null;
  invoiceId: string | null;
  complaintId: string | null;
  /** The account the action was about (a role change, a deletion); null once erased. */
  subjectUserId: string | null;
  /** The record inside the project or account: a step, a file, a message, a checklist item. */
  subjectId: string | null;
  /** The request's network (IPv4 /24, IPv6 /64). */
  network: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export type DataExportStatus = 'pending' | 'building' | 'ready' | 'failed';

export interface DataExportsTable {
  id: Generated<string>;
  userId: string;
  status: ColumnType<DataExportStatus, DataExportStatus | undefined, DataExportStatus>;
  storageKey: string | null;
  sizeBytes: number | null;
  claimedAt: Timestamp | null;
  readyAt: Timestamp | null;
  expiresAt: Timestamp | null;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type ErasureStatus = 'pending' | 'approved' | 'declined';

export interface ErasureRequestsTable {
  id: Generated<string>;
  userId: string | null;
  status: ColumnType<ErasureStatus, ErasureStatus | undefined, ErasureStatus>;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  createdAt: CreatedAt;
}
