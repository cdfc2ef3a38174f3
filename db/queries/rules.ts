import { sql, type ExpressionBuilder } from 'kysely';
import type { ComplaintsTable, InvoicesTable, ProjectTimelineTable, QuotesTable, ReviewPinsTable } from '@/db/types';
import type { QuoteStatus, StoredQuoteStatus } from '@/src/domain/quotes';
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { AGENDA_SOON_DAYS, AGENDA_URGENCIES, type AgendaUrgency } from '@/src/domain/agenda';
import { APPROVAL_ATTENTION_DAYS } from '@/src/domain/insight';
import { UNPAID_DEBIT_STATUSES, type TimelineStepStatus } from '@/src/domain/statuses';

// The status rules in SQL, once for every reader; rules.test.ts holds each to its browser twin in src/domain (isOpenStep, …).
// Statuses are written into the SQL as literals, so the partial indexes holding a rule's rows serve it under any plan.

type StepScope = ExpressionBuilder<{ step: ProjectTimelineTable }, 'step'>;
type InvoiceScope = ExpressionBuilder<{ invoices: InvoicesTable }, 'invoices'>;
type ComplaintScope = ExpressionBuilder<{ complaints: ComplaintsTable }, 'complaints'>;
type PinScope = ExpressionBuilder<{ pin: ReviewPinsTable }, 'pin'>;

const DAY_MS = 24 * 3600_000;

/** Approved by the client: the step is done. */
export function isApprovedStep(eb: StepScope) {
  return eb('step.status', '=', sql.lit('approved'));
}

/** Open until the client approves it: the agenda's steps (PostgreSQL reads it as status <> 'approved'). */
export function isOpenStep(eb: StepScope) {
  return eb.not(isApprovedStep(eb));
}

/** Not delivered yet: planned, or sent back by the client's request for changes (canMarkStepReady). */
export function isPendingStep(eb: StepScope) {
  return eb('step.status', 'in', [sql.lit<TimelineStepStatus>('pending'), sql.lit<TimelineStepStatus>('changes_requested')]);
}

/** A round waits for the client: they approve it or ask for changes (canApproveStep). */
export function isAwaitingClientStep(eb: StepScope) {
  return eb('step.status', '=', sql.lit<TimelineStepStatus>('ready_for_approval'));
}

/** Its expected date has passed; a step without one is never late (false, not SQL's unknown). */
function isPastExpectedDate(eb: StepScope, today: IsoDate) {
  return eb.and([eb('step.expectedDate', 'is not', null), eb('step.expectedDate', '<', today)]);
}

/** Open, and its expected date has passed ("Achterstallig"). */
export function isOverdueStep(eb: StepScope, today: IsoDate) {
  return eb.and([isOpenStep(eb), isPastExpectedDate(eb, today)]);
}

/**
 * Whether an open step has the agenda's urgency (agendaUrgency), as plain comparisons of its expected
 * date alone: a count reads them from an index of the dates without classifying every step.
 */
export function hasStepUrgency(eb: StepScope, today: IsoDate, urgency: AgendaUrgency) {
  const soonUntil = addCalendarDays(today, AGENDA_SOON_DAYS);
  switch (urgency) {
    case 'overdue':
      return isPastExpectedDate(eb, today);
    case 'today':
      return eb('step.expectedDate', '=', today);
    case 'soon':
      return eb.and([eb('step.expectedDate', '>', today), eb('step.expectedDate', '<=', soonUntil)]);
    case 'later':
      return eb.or([eb('step.expectedDate', 'is', null), eb('step.expectedDate', '>', soonUntil)]);
  }
}

/** The agenda's urgency of an open step as a value: hasStepUrgency's conditions in turn. */
export function stepUrgency(eb: StepScope, today: IsoDate) {
  const [first, ...rest] = AGENDA_URGENCIES;
  let urgency = eb.case().when(hasStepUrgency(eb, today, first)).then(sql.lit<AgendaUrgency>(first));
  for (const next of rest) urgency = urgency.when(hasStepUrgency(eb, today, next)).then(sql.lit<AgendaUrgency>(next));
  return urgency.end();
}

/** Ready for the client's approval for longer than APPROVAL_ATTENTION_DAYS: time for a reminder. */
export function isWaitingTooLong(eb: StepScope, now: Date) {
  const since = new Date(now.getTime() - APPROVAL_ATTENTION_DAYS * DAY_MS);
  return eb.and([isAwaitingClientStep(eb), eb('step.completedAt', '<', since)]);
}

/** A debit that failed or was charged back, its invoice not paid since (isUnpaidDebit). */
export function isUnpaidDebit(eb: InvoiceScope) {
  const unpaid = UNPAID_DEBIT_STATUSES.map((status) => sql.lit(status));
  return eb.and([eb('invoices.kind', '=', sql.lit('invoice')), eb('invoices.status', 'in', unpaid)]);
}

/** Open until resolved (isOpenComplaint). */
export function isOpenComplaint(eb: ComplaintScope) {
  return eb('complaints.status', '<>', sql.lit('resolved'));
}

/** A pin the agency has not resolved yet (isOpenPin). */
export function isOpenPin(eb: PinScope) {
  return eb('pin.status', '=', sql.lit('open'));
}

type QuoteScope = ExpressionBuilder<{ quotes: QuotesTable }, 'quotes'>;

/** Awaiting an answer past its valid-until day: 'verlopen' (quoteStatus). */
export function isExpiredQuote(eb: QuoteScope, today: IsoDate) {
  return eb.and([eb('quotes.status', 'in', [sql.lit<StoredQuoteStatus>('verzonden'), sql.lit<StoredQuoteStatus>('bekeken')]), eb('quotes.validUntil', '<', today)]);
}

/** The status a quote shows (quoteStatus): its stored one, or 'verlopen'. */
export function quoteStatusOf(eb: QuoteScope, today: IsoDate) {
  return eb.case().when(isExpiredQuote(eb, today)).then(sql.lit<QuoteStatus>('verlopen')).else(eb.ref('quotes.status')).end();
}
