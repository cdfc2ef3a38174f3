import type { ColumnType, Generated } from 'kysely';
import type { LiveEventKind } from '@/src/domain/live-events';
import type { NotificationKind } from '@/src/domain/notifications';
import type { CreatedAt, Timestamp } from './types-columns';

// The live portal's tables (events, notifications, mail choices, sign-offs): Kysely table types
// as in types.ts, which assembles them into Database.

export interface LiveEventsTable {
  /** bigserial, read as a number (see the type parsers in create-db.ts). */
  id: Generated<number>;
  kind: LiveEventKind;
  projectId: string | null;
  recipientId: string | null;
  subjectId: string | null;
  createdAt: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  recipientId: string;
  kind: NotificationKind;
  /** The person the sentence names (the author, the client); null when that account is gone. */
  personId: string | null;
  projectId: string | null;
  subjectId: string | null;
  params: ColumnType<unknown, string | undefined, string>;
  link: string;
  readAt: Timestamp | null;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MailPreferencesTable {
  userId: string;
  kind: NotificationKind;
  mail: boolean;
  updatedAt: Timestamp;
}

export interface StepSignOffsTable {
  id: Generated<string>;
  stepId: string;
  projectId: string;
  approvedBy: string;
  approverName: string;
  approvedAt: Timestamp;
  stepNumber: number;
  stepName: string;
  previewLink: string | null;
  developerNote: string | null;
  /** The round approved; null for the content step, which the client completes without one. */
  roundId: string | null;
  roundNumber: number | null;
}
