// Whose turn a timeline step is, defined once: the server sorts the dashboards by it and every
// timeline shows it (as text beside the date; a badge on the dashboards' "Wacht op jou").
import { formatDateTime } from '@/src/dates';
import { turnsText as turnText } from '@/src/text/nl/turns';
import { canApproveStep, isOpenStep } from './statuses';
import { isContentUploadStep } from './timeline-template';

export const STEP_TURNS = ['agency', 'client', 'done'] as const;
export type StepTurn = (typeof STEP_TURNS)[number];

export interface TurnStep {
  stepNumber: number;
  status: string;
  /** When the developer marked it ready for approval. */
  completedAt: Date | null;
}

/**
 * The agency works until a step is ready; then the client approves or asks for changes, handing it back. The content step waits
 * for the client's files from the start. An approved step is done.
 */
export function stepTurn(step: Pick<TurnStep, 'stepNumber' | 'status'>): StepTurn {
  if (!isOpenStep(step)) return 'done';
  if (canApproveStep(step.status)) return 'client';
  if (isContentUploadStep(step)) return 'client';
  return 'agency';
}

/** Since when the client has had the step: from being marked ready, or (the content step) from the project's start. */
export function clientTurnSince(step: TurnStep, projectCreatedAt: Date | null): Date | null {
  if (stepTurn(step) !== 'client') return null;
  if (canApproveStep(step.status)) return step.completedAt;
  return projectCreatedAt;
}

export type TurnViewer = 'client' | 'staff';

/** The badge's words: the client reads "Jouw beurt", the staff "Klant is aan zet" (with since when). */
export function turnLabel(turn: StepTurn, viewer: TurnViewer, since?: Date | null): string {
  if (turn === 'done') return turnText.turns.done;
  if (turn === 'agency') return turnText.turns.agency;
  if (viewer === 'client') return turnText.turns.client;
  return since ? turnText.turns.clientForStaffSince(formatDateTime(since)) : turnText.turns.clientForStaff;
}

/** Steps waiting for this viewer first (by step order within), then the rest in step order. */
export function waitingFirst<T extends Pick<TurnStep, 'stepNumber' | 'status'>>(steps: readonly T[], waitingOn: Exclude<StepTurn, 'done'>): T[] {
  const waiting = (step: T) => (stepTurn(step) === waitingOn ? 0 : 1);
  return [...steps].sort((a, b) => waiting(a) - waiting(b) || a.stepNumber - b.stepNumber);
}

export interface SignOffLine {
  approverName: string;
  approvedAt: Date;
  previewLink: string | null;
  /** The round approved; null for the content step, completed without one. */
  roundNumber?: number | null;
}

/** "Goedgekeurd door Pieter Visser op 23 november 2026 om 14:05, ronde 2 (preview: …)" */
export function signOffSentence(signOff: SignOffLine): string {
  const signed = turnText.turns.signOff(signOff.approverName, formatDateTime(signOff.approvedAt));
  const line = signOff.roundNumber ? `${signed}, ${turnText.turns.signOffRound(signOff.roundNumber)}` : signed;
  return signOff.previewLink ? `${line} ${turnText.turns.signOffPreview(signOff.previewLink)}` : line;
}
