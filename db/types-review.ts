import type { ColumnType, Generated } from 'kysely';
import type { PinElementRole } from '@/src/domain/review';
import type { PinStatus, PinTarget } from '@/src/domain/statuses';
import type { CreatedAt, Timestamp } from './types-columns';

// Review on the preview: the rounds of a step and the pins placed in them, with their replies.

export interface StepReviewRoundsTable {
  id: Generated<string>;
  stepId: string;
  projectId: string;
  roundNumber: number;
  developerNote: string | null;
  /** The project's preview link when the round began. */
  previewLink: string | null;
  readyBy: string | null;
  readyAt: Timestamp;
  /** The client's request for changes, which ends the round; null while it waits or once approved. */
  feedback: string | null;
  feedbackBy: string | null;
  feedbackAt: Timestamp | null;
}

export interface ReviewPinsTable {
  id: Generated<string>;
  projectId: string;
  stepId: string;
  roundId: string;
  /** Per step: "Opmerking 3". */
  number: number;
  authorId: string | null;
  comment: string;
  target: PinTarget;
  /** The page within the preview (path and query), for a pin on the preview. */
  pagePath: string | null;
  selector: string | null;
  textFallback: string | null;
  elementRole: PinElementRole | null;
  elementName: string | null;
  imageUploadId: string | null;
  /** The click as fractions of the element's box (or of the image). */
  xFraction: number;
  yFraction: number;
  viewportWidth: number | null;
  viewportHeight: number | null;
  browser: string | null;
  /** The storage key of the screenshot; it stays on the server. */
  screenshotKey: string | null;
  screenshotType: string | null;
  screenshotBytes: ColumnType<number, number | undefined, number>;
  status: ColumnType<PinStatus, PinStatus | undefined, PinStatus>;
  resolvedBy: string | null;
  resolvedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface ReviewPinRepliesTable {
  id: Generated<string>;
  pinId: string;
  projectId: string;
  authorId: string | null;
  body: string;
  createdAt: CreatedAt;
}
