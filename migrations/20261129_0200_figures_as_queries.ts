import { sql, type Kysely } from 'kysely';
import * as insightMonths from './20261126_0901_insight_months';
import * as invoiceStatusTotals from './20261126_1100_invoice_status_totals';
import * as openStepDays from './20261126_1200_open_step_days';
import * as stepApprovalDays from './20261126_1201_step_approval_days';
import * as projectStatusTotals from './20261126_1400_project_status_totals';
import * as stepProjectDeveloper from './20261126_1600_step_project_developer';
import * as projectDeveloperListIndex from './20261127_0900_project_developer_list_index';
import * as invoiceRefundedByAdmin from './20261127_1000_invoice_refunded_by_admin';
import * as profileTotals from './20261127_1200_profile_totals';
import * as complaintStatusTotals from './20261127_1500_complaint_status_totals';

// Figures, counters, invoice chips and project searches become indexed queries over the rows: the trigger-kept totals and copies go.
// The way back rebuilds what was dropped by the earlier migrations' own steps, from the rows.

const DROPPED_TRIGGERS: [trigger: string, table: string][] = [
  ['projects_search_text', 'projects'],
  ['profiles_project_search', 'profiles'],
  ['insight_months_invoices', 'invoices'],
  ['insight_months_payments', 'payments'],
  ['invoice_status_totals_invoices', 'invoices'],
  ['open_step_days_timeline', 'project_timeline'],
  ['open_step_days_projects', 'projects'],
  ['open_step_days_deleted_projects', 'projects'],
  ['step_approval_days_timeline', 'project_timeline'],
  ['step_approval_days_projects', 'projects'],
  ['step_approval_days_deleted_projects', 'projects'],
  ['project_status_totals_projects', 'projects'],
  ['step_project_developer', 'project_timeline'],
  ['project_developer_to_steps', 'projects'],
  ['invoice_refunded_by_admin_refunds', 'refunds'],
  ['invoice_refunded_by_admin_payments', 'payments'],
  ['profile_totals_profiles', 'profiles'],
  ['complaint_status_totals_complaints', 'complaints'],
];

const DROPPED_FUNCTIONS = [
  'projects_fill_search_text()',
  'profiles_refresh_project_search()',
  'project_search_text(uuid, uuid)',
  'project_client_search_text(uuid)',
  'insight_months_from_invoices()',
  'insight_months_from_payments()',
  'insight_months_add(text, numeric, integer, integer, integer)',
  'invoice_status_totals_from_invoices()',
  'invoice_status_totals_add(text, integer, numeric)',
  'open_step_days_from_timeline()',
  'open_step_days_from_projects()',
  'open_step_days_from_deleted_project()',
  'open_step_days_apply(open_step_days[])',
  'step_approval_days_from_timeline()',
  'step_approval_days_from_projects()',
  'step_approval_days_from_deleted_project()',
  'step_approval_days_apply(step_approval_days[])',
  'step_approval_days_between(timestamptz, timestamptz)',
  'project_status_totals_from_projects()',
  'project_status_totals_add(text, integer, numeric)',
  'step_project_developer()',
  'project_developer_to_steps()',
  'invoice_refunded_by_admin_from_refunds()',
  'invoice_refunded_by_admin_from_payments()',
  'invoice_refunded_by_admin_recount(uuid)',
  'profile_totals_from_profiles()',
  'complaint_status_totals_from_complaints()',
  'complaint_status_totals_add(text, integer)',
];

const DROPPED_TABLES = ['insight_months', 'invoice_status_totals', 'open_step_days', 'step_approval_days', 'project_status_totals', 'profile_totals', 'complaint_status_totals'];

// What a person is searched by: name and email, and apart the company. The project searches repeat
// these expressions exactly (db/queries/search.ts), or the planner cannot use the indexes.
const PERSON_SEARCH = sql.raw(`lower(coalesce(full_name, '') || E'\\n' || email)`);
const COMPANY_SEARCH = sql.raw(`lower(company_name)`);

const NEW_INDEXES = {
  // Counters and figures per project status (and the monthly prices added up), from the index alone.
  projects_status_idx: sql`projects (status) INCLUDE (monthly_price)`,
  // A developer's projects: their list and counters, their agenda, the open steps per developer.
  projects_developer_idx: sql`projects (developer_id) INCLUDE (id, status)`,
  profiles_person_search_idx: sql`profiles USING gin ((${PERSON_SEARCH}) gin_trgm_ops)`,
  profiles_company_search_idx: sql`profiles USING gin ((${COMPANY_SEARCH}) gin_trgm_ops)`,
  // Revenue per month: the paid invoices by date with their amounts.
  invoices_paid_date_idx: sql`invoices (invoice_date) INCLUDE (amount) WHERE status = 'paid'`,
  // Collection per month: the direct debits of invoices by when they were made, with their outcome.
  payments_debits_created_idx: sql`payments (created_at) INCLUDE (status, charged_back_amount) WHERE kind = 'invoice' AND method = 'directdebit'`,
  // The open steps per project with their date and status: a developer's agenda and counters, the
  // steps per developer still to deliver (it replaces the same index without the status).
  project_timeline_open_by_project_idx: sql`project_timeline (project_id, expected_date) INCLUDE (status) WHERE status <> 'approved'`,
  // Days to approval per step number: the approved steps with their project and approval date.
  project_timeline_approved_idx: sql`project_timeline (step_number) INCLUDE (project_id, approved_date, step_name) WHERE status = 'approved' AND approved_date IS NOT NULL`,
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [trigger, table] of DROPPED_TRIGGERS) await sql`DROP TRIGGER ${sql.id(trigger)} ON ${sql.id(table)}`.execute(db);
  for (const signature of DROPPED_FUNCTIONS) await sql`DROP FUNCTION ${sql.raw(signature)}`.execute(db);
  for (const table of DROPPED_TABLES) await sql`DROP TABLE ${sql.id(table)}`.execute(db);
  for (const statement of [
    sql`DROP INDEX projects_search_idx`,
    sql`DROP INDEX projects_developer_list_idx`,
    sql`DROP INDEX project_timeline_approved_name_idx`,
    sql`DROP INDEX project_timeline_open_by_project_idx`,
    sql`ALTER TABLE projects DROP COLUMN search_text, DROP COLUMN client_search_text`,
    sql`ALTER TABLE project_timeline DROP COLUMN project_developer_id`,
    sql`ALTER TABLE invoices DROP COLUMN refunded_by_admin`,
  ]) {
    await statement.execute(db);
  }
  for (const [name, on] of Object.entries(NEW_INDEXES)) await sql`CREATE INDEX ${sql.id(name)} ON ${on}`.execute(db);
  await sql`ANALYZE projects, profiles, invoices, payments, project_timeline`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(NEW_INDEXES)) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  await sql`CREATE INDEX project_timeline_open_by_project_idx ON project_timeline (project_id, expected_date) WHERE status <> 'approved'`.execute(db);
  await restoreProjectSearchText(db);
  for (const migration of [
    insightMonths,
    invoiceStatusTotals,
    openStepDays,
    stepApprovalDays,
    projectStatusTotals,
    stepProjectDeveloper,
    projectDeveloperListIndex,
    invoiceRefundedByAdmin,
    profileTotals,
    complaintStatusTotals,
  ]) {
    await migration.up(db);
  }
}

/** The project search texts as 20261126_0500 made them: columns, the triggers that kept them, the index. */
async function restoreProjectSearchText(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE projects ADD COLUMN search_text text NOT NULL DEFAULT ''`,
    sql`ALTER TABLE projects ADD COLUMN client_search_text text NOT NULL DEFAULT ''`,
    sql`
      CREATE FUNCTION project_client_search_text(client uuid) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT lower(coalesce((SELECT concat_ws(E'\\n', full_name, company_name) FROM profiles WHERE id = client), ''))
      $$
    `,
    sql`
      CREATE FUNCTION project_search_text(client uuid, developer uuid) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT lower(
          coalesce((SELECT concat_ws(E'\\n', full_name, email, company_name) FROM profiles WHERE id = client), '') || E'\\n' ||
          coalesce((SELECT concat_ws(E'\\n', full_name, email) FROM profiles WHERE id = developer), '')
        )
      $$
    `,
    sql`
      CREATE FUNCTION projects_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_text := project_search_text(NEW.client_id, NEW.developer_id);
        NEW.client_search_text := project_client_search_text(NEW.client_id);
        RETURN NEW;
      END
      $$
    `,
    sql`CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE OF client_id, developer_id ON projects FOR EACH ROW EXECUTE FUNCTION projects_fill_search_text()`,
    sql`
      CREATE FUNCTION profiles_refresh_project_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE projects SET search_text = project_search_text(client_id, developer_id), client_search_text = project_client_search_text(client_id)
        WHERE client_id = NEW.id OR developer_id = NEW.id;
        RETURN NULL;
      END
      $$
    `,
    sql`
      CREATE TRIGGER profiles_project_search AFTER UPDATE OF full_name, email, company_name ON profiles
      FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.company_name IS DISTINCT FROM NEW.company_name)
      EXECUTE FUNCTION profiles_refresh_project_search()
    `,
    sql`UPDATE projects SET search_text = project_search_text(client_id, developer_id), client_search_text = project_client_search_text(client_id)`,
    sql`CREATE INDEX projects_search_idx ON projects USING gin (search_text gin_trgm_ops)`,
  ]) {
    await statement.execute(db);
  }
}
