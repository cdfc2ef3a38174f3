// Every enumeration of spec 3/4 with its Dutch label, defined once; the arrays feed z.enum and the SQL CHECK constraints. Labels
// take any string because rows may hold values this code does not know yet.
import { nl } from '@/src/text/nl';
import { COMPLAINT_STATUSES, INVOICE_STATUSES, type ComplaintStatus, type InvoiceStatus } from './list-statuses';

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export function labelFor<T extends string>(labels: Record<T, string>, values: readonly T[], value: unknown, fallback: T) {
  return labels[isOneOf(values, value) ? value : fallback];
}

// Projects

export const PROJECT_STATUSES = ['pending', 'in_progress', 'completed', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const INITIAL_PROJECT_STATUS: ProjectStatus = 'pending';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'In afwachting',
  in_progress: 'In behandeling',
  completed: 'Afgerond',
  on_hold: 'On hold',
};

/** Unknown statuses show as pending (spec 4). */
export function projectStatusLabel(status: string | null | undefined): string {
  return labelFor(PROJECT_STATUS_LABELS, PROJECT_STATUSES, status, 'pending');
}

// Timeline steps

/**
 * pending: the agency works on it; ready_for_approval: a round waits for the client; changes_requested:
 * the client asked for changes, the agency works on it again; approved: done.
 */
export const TIMELINE_STEP_STATUSES = ['pending', 'ready_for_approval', 'changes_requested', 'approved'] as const;
export type TimelineStepStatus = (typeof TIMELINE_STEP_STATUSES)[number];

/** A step is open until it is approved: the agenda lists it, and it is some party's turn. */
export function isOpenStep(step: { status: string }): boolean {
  return step.status !== 'approved';
}

/**
 * Not delivered yet (isPendingStep in SQL): the developer may mark it ready, for a first round or,
 * after the client asked for changes, for the next.
 */
export function canMarkStepReady(status: string): boolean {
  return status === 'pending' || status === 'changes_requested';
}

/** A round waits for the client: they approve it or ask for changes (isAwaitingClientStep in SQL). */
export function canApproveStep(status: string): boolean {
  return status === 'ready_for_approval';
}

/** The client asked for changes: the agency's turn, to hand it over again with "Opnieuw ter goedkeuring". */
export function isChangesRequestedStep(status: string): boolean {
  return status === 'changes_requested';
}

// Pins on the preview

export const PIN_STATUSES = ['open', 'resolved'] as const;
export type PinStatus = (typeof PIN_STATUSES)[number];

export const PIN_STATUS_LABELS: Record<PinStatus, string> = {
  open: 'Open',
  resolved: 'Opgelost',
};

/** Open until the agency marks it resolved (isOpenPin in SQL); the client may reopen it. */
export function isOpenPin(pin: { status: string }): boolean {
  return pin.status !== 'resolved';
}

/** A pin on an element of the live preview, or on an uploaded image (a design, a screenshot). */
export const PIN_TARGETS = ['page', 'image'] as const;
export type PinTarget = (typeof PIN_TARGETS)[number];

// Complaints

export { COMPLAINT_STATUSES, type ComplaintStatus };
export const INITIAL_COMPLAINT_STATUS: ComplaintStatus = 'open';

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  in_progress: 'In behandeling',
  resolved: 'Opgelost',
};

/** A complaint is open (it needs the agency) until it is resolved. */
export function isOpenComplaint(status: string): boolean {
  return status !== 'resolved';
}

/** Unknown statuses show as open (spec 4). */
export function complaintStatusLabel(status: string | null | undefined): string {
  return labelFor(COMPLAINT_STATUS_LABELS, COMPLAINT_STATUSES, status, 'open');
}

export const COMPLAINT_PRIORITIES = ['low', 'normal', 'high'] as const;
export type ComplaintPriority = (typeof COMPLAINT_PRIORITIES)[number];
export const DEFAULT_COMPLAINT_PRIORITY: ComplaintPriority = 'normal';

export const COMPLAINT_PRIORITY_LABELS: Record<ComplaintPriority, string> = {
  low: 'Laag',
  normal: 'Normaal',
  high: 'Hoog',
};

export function complaintPriorityLabel(priority: string | null | undefined): string {
  return labelFor(COMPLAINT_PRIORITY_LABELS, COMPLAINT_PRIORITIES, priority, DEFAULT_COMPLAINT_PRIORITY);
}

// Invoices

export { INVOICE_STATUSES, type InvoiceStatus };

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Betaald',
  pending: 'In behandeling',
  failed: 'Mislukt',
  cancelled: 'Geannuleerd',
  charged_back: 'Teruggeboekt',
};

/** A debit that failed or that the client's bank took back leaves its invoice in one of these, unpaid. */
export const UNPAID_DEBIT_STATUSES = ['failed', 'charged_back'] as const satisfies readonly InvoiceStatus[];

/** An invoice whose debit failed or was charged back and that is not paid since (a credit note never is). */
export function isUnpaidDebit(invoice: { status: string; kind?: string }): boolean {
  return invoice.kind !== 'credit_note' && (UNPAID_DEBIT_STATUSES as readonly string[]).includes(invoice.status);
}

/** An invoice, or a credit note (creditfactuur): its own number in the same series, negative amounts. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An unknown invoice status is shown as stored: guessing a money state would mislead. */
export function invoiceStatusLabel(status: string): string {
  return isOneOf(INVOICE_STATUSES, status) ? INVOICE_STATUS_LABELS[status] : status;
}

/** The admin may cancel only a pending invoice (spec 4). */
export function canCancelInvoice(status: string): boolean {
  return status === 'pending';
}

// Roles

export const ROLES = ['admin', 'developer', 'client'] as const;
export type Role = (typeof ROLES)[number];
/** The agency's own people: they work projects and may be a project's developer. */
export const STAFF_ROLES = ['admin', 'developer'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  developer: 'Developer',
  client: 'Client',
};

export function isRole(value: unknown): value is Role {
  return isOneOf(ROLES, value);
}

/** "Geen rol" for a user without a (known) role. */
export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : nl.users.noRole;
}

/** With several role rows, admin wins over developer, developer over client (spec 4). */
export function highestRole(roles: readonly string[]): Role | null {
  return ROLES.find((role) => roles.includes(role)) ?? null;
}

// SEPA mandate and payments at the payment provider

export const MANDATE_STATUSES = ['valid', 'pending', 'invalid'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** A provider payment's life; one spelling of cancelled across every status (the Mollie adapter maps its 'canceled'). */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What the payer learns on returning from a checkout: the payment's status, or charged_back for a
 * paid payment the payer's bank took back since.
 */
export const PAYMENT_OUTCOMES = [...PAYMENT_STATUSES, 'charged_back'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

// An exact amount ('0.00', '36.30') that is zero; read without money.ts, which would pull zod into
// every page's shared chunk before the browser's zod configuration runs.
const ZERO_AMOUNT = /^-?0*(\.0*)?$/;

export function paymentOutcome(payment: { status: PaymentStatus; chargedBackAmount: string }): PaymentOutcome {
  return payment.status === 'paid' && !ZERO_AMOUNT.test(payment.chargedBackAmount) ? 'charged_back' : payment.status;
}

/** Still open at the provider: it may yet be paid, so it is reused rather than duplicated. */
export const OPEN_PAYMENT_STATUSES = ['open', 'pending'] as const satisfies readonly PaymentStatus[];

export function isOpenPayment(status: string): boolean {
  return (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);
}

// Mail in the outbox

/** pending: SMTP delivery waits or retries; stored: kept without SMTP configured (nobody delivers it). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'stored'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** null/undefined means there is no provider record yet. */
export function mandateStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined) return 'Niet ingesteld';
  if (status === 'valid') return 'Actief';
  if (status === 'pending') return 'In afwachting';
  return 'Ongeldig';
}

export function isMandateActive(status: string | null | undefined): boolean {
  return status === 'valid';
}

/** A missing, pending or failed mandate can be (re)started; an active one cannot. */
export function canSetUpMandate(status: string | null | undefined): boolean {
  return !isMandateActive(status);
}

/** What a payment is for: a module purchase or an invoice. */
export const PAYMENT_KINDS = ['module', 'invoice'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How it is paid: a checkout in the browser (a module), a SEPA direct debit on the mandate, or an invoice's pay link. */
export const PAYMENT_METHODS = ['checkout', 'directdebit', 'paylink'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  checkout: 'Online betaling',
  directdebit: 'Automatische incasso',
  paylink: 'Betaallink',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  open: 'Open',
  pending: 'In behandeling',
  paid: 'Betaald',
  failed: 'Mislukt',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
};

/** What happened to a payment, in its history (the ledger's events). */
export const PAYMENT_EVENT_KINDS = ['created', 'paid', 'failed', 'cancelled', 'expired', 'charged_back', 'chargeback_reversed', 'refunded'] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export const PAYMENT_EVENT_LABELS: Record<PaymentEventKind, string> = {
  created: 'Betaling gestart',
  paid: 'Betaald',
  failed: 'Mislukt',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
  charged_back: 'Teruggeboekt',
  chargeback_reversed: 'Terugboeking ingetrokken',
  refunded: 'Terugbetaald',
};

/** A refund at the provider: asked (pending), done (refunded), or refused (failed). */
export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
