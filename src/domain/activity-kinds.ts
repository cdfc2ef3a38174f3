// The activity log's kinds as data only, for what reads an address before the page's words have
// loaded; their sentences are in activity.ts.

export const ACTIVITY_KINDS = [
  'signed_in',
  'signed_out',
  'sign_in_failed',
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'role_changed',
  'user_deleted',
  'project_created',
  'project_assigned',
  'project_status_changed',
  'project_deleted',
  'intake_saved',
  'intake_submitted',
  'step_ready',
  'step_approved',
  'step_feedback',
  'step_rescheduled',
  'checklist_changed',
  'build_link_set',
  'file_uploaded',
  'file_deleted',
  'message_sent',
  'module_bought',
  'invoice_created',
  'invoice_cancelled',
  'invoice_refunded',
  'invoice_paid',
  'invoice_failed',
  'invoice_charged_back',
  'complaint_filed',
  'complaint_updated',
  'data_export_requested',
  'erasure_requested',
  'erasure_approved',
  'erasure_declined',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Staff's own working notes: a client's activity never lists them. */
export const STAFF_ONLY_ACTIVITY: readonly ActivityKind[] = ['checklist_changed'];
