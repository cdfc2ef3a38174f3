import { sql, type Kysely } from 'kysely';

// A ready data export is also a notification in the bell, beside its mail: the kinds a
// notification may have grow by one.

const KINDS_BEFORE = [
  'message_received',
  'step_ready',
  'step_rescheduled',
  'invoice_issued',
  'debit_failed',
  'charged_back',
  'complaint_answered',
  'step_feedback',
  'step_approved',
  'file_uploaded',
  'project_assigned',
  'complaint_filed',
  'client_onboarded',
  'module_bought',
  'client_debit_failed',
  'mail_failed',
];

const kindList = (kinds: string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kindList([...KINDS_BEFORE, 'data_export_ready'])}))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'data_export_ready'`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kindList(KINDS_BEFORE)}))`.execute(db);
}
