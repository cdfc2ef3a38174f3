// The notification centre's kinds, defined once: who gets each, whether its mail may be turned off,
// what it carries, and the one Dutch sentence it reads as (catalogue: centre.notificationCentre).
import { formatDate } from '@/src/dates';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import { formatEuro } from './money';
import { PACKAGES, type PackageType } from './packages';
import { complaintStatusLabel, type Role } from './statuses';

export const NOTIFICATION_KINDS = [
  // To the client
  'message_received',
  'step_ready',
  'step_rescheduled',
  'invoice_issued',
  'debit_failed',
  'charged_back',
  'complaint_answered',
  // To the developer (or, on a project without one, the admins)
  'step_feedback',
  'step_approved',
  'file_uploaded',
  'project_assigned',
  // To the admins
  'complaint_filed',
  'client_onboarded',
  'module_bought',
  'client_debit_failed',
  'mail_failed',
  'quote_accepted',
  'quote_declined',
  // To whoever asked for a copy of their data
  'data_export_ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind's sentence needs besides the person it names (values frozen when it is written). */
export interface NotificationParamsByKind {
  message_received: Record<string, never>;
  /** round: the round the step is ready in (1 when it is the first). */
  step_ready: { stepName: string; round?: number };
  step_rescheduled: { stepName: string; expectedDate: string };
  invoice_issued: { invoiceNumber: string; amount: string };
  debit_failed: { invoiceNumber: string; amount: string };
  charged_back: { invoiceNumber: string; amount: string };
  complaint_answered: { subject: string; status: string };
  step_feedback: { stepName: string };
  step_approved: { stepName: string };
  file_uploaded: { fileName: string; count: number };
  project_assigned: { packageType: PackageType };
  complaint_filed: { subject: string };
  client_onboarded: { packageType: PackageType };
  module_bought: { moduleTitle: string; amount: string };
  client_debit_failed: { invoiceNumber: string; amount: string };
  mail_failed: { to: string; subject: string };
  data_export_ready: { expiresAt: string };
  /** recipientName: as the quote names them (a contact without an account has no person). */
  quote_accepted: { quoteNumber: string; recipientName: string };
  quote_declined: { quoteNumber: string; recipientName: string };
}

/**
 * Kinds whose mail each recipient may turn off on /account (Meldingen); the in-app notification always stays. A kind not listed
 * mails always (an invoice, a ready data export: the feature sends it) or never.
 */
export const MAIL_OPTIONAL_KINDS = {
  message_received: ['client', 'developer', 'admin'],
  step_ready: ['client'],
  step_feedback: ['developer', 'admin'],
  complaint_answered: ['client', 'developer'],
  complaint_filed: ['admin'],
} as const satisfies Partial<Record<NotificationKind, readonly Role[]>>;
export type MailOptionalKind = keyof typeof MAIL_OPTIONAL_KINDS;

/** The mail choices a user of this role sees, in a fixed order. */
export function mailOptionalKindsFor(role: Role | null): MailOptionalKind[] {
  if (!role) return [];
  return (Object.keys(MAIL_OPTIONAL_KINDS) as MailOptionalKind[]).filter((kind) => (MAIL_OPTIONAL_KINDS[kind] as readonly Role[]).includes(role));
}

/** Kinds whose rows merge while unread (ten files in one upload are one line, not ten). */
export const MERGING_KINDS: ReadonlySet<NotificationKind> = new Set(['file_uploaded']);
/** How long an unread notification of a merging kind takes in the next one. */
export const MERGE_WINDOW_MS = 10 * 60 * 1000;

export const NOTIFICATION_PAGE_SIZE = 20;

export interface NotificationView {
  kind: string;
  params: unknown;
  personName: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function amount(value: unknown): string {
  const exact = text(value);
  return exact && /^-?\d+(\.\d{1,2})?$/.test(exact) ? formatEuro(exact) : exact;
}

function packageName(value: unknown): string {
  return PACKAGES[value as PackageType]?.name ?? text(value);
}

/** The Dutch sentence of a notification, as the bell's panel shows it. Unknown kinds read as an empty string. */
export function notificationSentence(notification: NotificationView): string {
  const p = (notification.params ?? {}) as Record<string, unknown>;
  const person = notification.personName?.trim() || centre.notificationCentre.someone;
  const s = centre.notificationCentre.sentence;
  switch (notification.kind as NotificationKind) {
    case 'message_received':
      return s.message_received(person);
    case 'step_ready':
      return s.step_ready(text(p.stepName), typeof p.round === 'number' ? p.round : 1);
    case 'step_rescheduled':
      return s.step_rescheduled(text(p.stepName), p.expectedDate ? formatDate(text(p.expectedDate)) : '');
    case 'invoice_issued':
      return s.invoice_issued(text(p.invoiceNumber), amount(p.amount));
    case 'debit_failed':
      return s.debit_failed(text(p.invoiceNumber), amount(p.amount));
    case 'charged_back':
      return s.charged_back(text(p.invoiceNumber), amount(p.amount));
    case 'complaint_answered':
      return s.complaint_answered(text(p.subject), complaintStatusLabel(text(p.status)));
    case 'step_feedback':
      return s.step_feedback(person, text(p.stepName));
    case 'step_approved':
      return s.step_approved(person, text(p.stepName));
    case 'file_uploaded':
      return s.file_uploaded(person, text(p.fileName), typeof p.count === 'number' ? p.count : 1);
    case 'project_assigned':
      return s.project_assigned(person, packageName(p.packageType));
    case 'complaint_filed':
      return s.complaint_filed(person, text(p.subject));
    case 'client_onboarded':
      return s.client_onboarded(person, packageName(p.packageType));
    case 'module_bought':
      return s.module_bought(person, text(p.moduleTitle), amount(p.amount));
    case 'client_debit_failed':
      return s.client_debit_failed(person, text(p.invoiceNumber), amount(p.amount));
    case 'mail_failed':
      return s.mail_failed(text(p.to), text(p.subject));
    case 'quote_accepted':
      return s.quote_accepted(text(p.recipientName) || person, text(p.quoteNumber));
    case 'quote_declined':
      return s.quote_declined(text(p.recipientName) || person, text(p.quoteNumber));
    case 'data_export_ready':
      return s.data_export_ready(p.expiresAt ? formatDate(text(p.expiresAt)) : '');
    default:
      return '';
  }
}

/** The page of a project for someone of this role: the client's progress page, the staff's detail. */
export function projectPageFor(role: Role | null, projectId: string): string {
  if (role === 'admin') return `/admin/projects/${projectId}`;
  if (role === 'developer') return `/developer/projects/${projectId}`;
  return `/progress?project=${projectId}`;
}

/** Where a complainant follows their complaints. */
export function complaintsPageFor(role: Role | null): string {
  return role === 'developer' ? '/developer/complaints' : '/complaints';
}
