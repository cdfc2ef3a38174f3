import { sql, type Kysely } from 'kysely';

// The whole schema of spec section 3 plus auth and infrastructure tables.
// Enumerations are text with CHECK constraints; money is numeric(10,2).

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 320),
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sessions_user_id_idx ON sessions(user_id);

    CREATE TABLE password_reset_tokens (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens(user_id);

    CREATE TABLE profiles (
      id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      full_name text,
      email text NOT NULL,
      company_name text,
      phone text,
      address text,
      kvk_number text,
      btw_number text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE user_roles (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('admin', 'developer', 'client')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX user_roles_role_idx ON user_roles(role);

    CREATE TABLE projects (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      developer_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
      package_type text NOT NULL CHECK (package_type IN ('website', 'webshop')),
      monthly_price numeric(10, 2) NOT NULL CHECK (monthly_price >= 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'completed', 'on_hold')),
      build_link text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX projects_client_id_idx ON projects(client_id, created_at DESC);
    CREATE INDEX projects_developer_id_idx ON projects(developer_id);

    CREATE TABLE checklist_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) > 0),
      description text,
      order_index integer NOT NULL DEFAULT 0 CHECK (order_index >= 0),
      is_completed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX checklist_items_project_idx ON checklist_items(project_id, order_index);

    CREATE TABLE project_timeline (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      step_number integer NOT NULL CHECK (step_number > 0),
      step_name text NOT NULL,
      description text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready_for_approval', 'approved')),
      expected_date date,
      approved_date timestamptz,
      feedback text,
      developer_notes text,
      completed_by uuid REFERENCES users(id) ON DELETE SET NULL,
      completed_at timestamptz,
      UNIQUE (project_id, step_number)
    );
    CREATE INDEX project_timeline_open_idx ON project_timeline(expected_date) WHERE status <> 'approved';

    CREATE TABLE project_updates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      author_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
      message text NOT NULL CHECK (length(message) > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX project_updates_project_idx ON project_updates(project_id, created_at DESC);

    CREATE TABLE project_content_uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      file_name text NOT NULL,
      file_path text NOT NULL UNIQUE,
      file_type text NOT NULL,
      file_size integer NOT NULL CHECK (file_size >= 0 AND file_size <= 20971520),
      uploaded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX project_content_uploads_project_idx ON project_content_uploads(project_id, created_at DESC);

    CREATE TABLE intake_forms (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL UNIQUE REFERENCES projects(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
      has_existing_website boolean,
      existing_website_url text,
      services_description text,
      has_logo boolean,
      logo_url text,
      has_domain boolean,
      domain_registrar text,
      color_palette text,
      preferred_fonts text,
      example_websites text,
      target_audience text,
      visitor_goals text,
      required_pages text,
      has_content boolean,
      content_urls text,
      additional_notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE upsell_modules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL CHECK (length(title) > 0),
      description text NOT NULL,
      price numeric(10, 2) NOT NULL CHECK (price >= 0),
      is_recurring boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider_payment_id text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      upsell_id uuid NOT NULL REFERENCES upsell_modules(id) ON DELETE RESTRICT,
      amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
      status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payments_user_idx ON payments(user_id);
    CREATE INDEX payments_project_idx ON payments(project_id);

    CREATE TABLE purchased_upsells (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      upsell_id uuid NOT NULL REFERENCES upsell_modules(id) ON DELETE RESTRICT,
      payment_id uuid UNIQUE REFERENCES payments(id) ON DELETE SET NULL,
      purchased_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, upsell_id)
    );
    CREATE INDEX purchased_upsells_upsell_idx ON purchased_upsells(upsell_id);

    CREATE TABLE payment_customers (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      provider_customer_id text NOT NULL UNIQUE,
      mandate_id text,
      mandate_status text CHECK (mandate_status IN ('valid', 'pending', 'invalid')),
      iban_last4 text CHECK (iban_last4 ~ '^[0-9A-Z]{4}$'),
      account_holder text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE invoice_counters (
      year integer PRIMARY KEY,
      last_number integer NOT NULL CHECK (last_number >= 0)
    );

    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
      invoice_number text NOT NULL UNIQUE,
      invoice_date date NOT NULL DEFAULT CURRENT_DATE,
      due_date date,
      amount numeric(10, 2) NOT NULL CHECK (amount >= 0),
      description text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('paid', 'pending', 'failed', 'cancelled')),
      is_recurring boolean NOT NULL DEFAULT false,
      recurring_day integer CHECK (recurring_day BETWEEN 1 AND 28),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX invoices_user_idx ON invoices(user_id, created_at DESC);

    CREATE TABLE complaints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      subject text NOT NULL CHECK (length(subject) > 0),
      description text NOT NULL CHECK (length(description) > 0),
      priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
      project_id uuid REFERENCES projects(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved')),
      admin_notes text,
      resolved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX complaints_user_idx ON complaints(user_id, created_at DESC);
    CREATE INDEX complaints_project_idx ON complaints(project_id);

    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_to_idx ON mail_outbox(to_address, created_at DESC);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS mail_outbox, complaints, invoices, invoice_counters, payment_customers,
      purchased_upsells, payments, upsell_modules, intake_forms, project_content_uploads,
      project_updates, project_timeline, checklist_items, projects, user_roles, profiles,
      password_reset_tokens, sessions, users CASCADE;
  `.execute(db);
}

// PGlite's extended protocol takes one statement per query, so run them one by one.
async function runStatements(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}
