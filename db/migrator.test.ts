import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb } from './testing/test-db';
import { migrateDownAll, migrateToLatest } from './migrator';
import type { DbHandle } from './create-db';

async function tableNames(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename
  `.execute(handle.db);
  return rows.map((row) => row.tablename);
}

describe('migrations', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('create every table of the spec plus the auth tables', async () => {
    expect(await tableNames(handle)).toEqual(
      [
        'checklist_items', 'complaints', 'deployment', 'email_tokens', 'intake_forms', 'invoice_counters', 'invoice_schedules', 'invoices', 'known_devices', 'live_events', 'mail_preferences', 'notifications', 'step_sign_offs',
        'mail_outbox', 'password_reset_tokens', 'payment_customers', 'payment_events', 'payments', 'profiles', 'project_content_uploads',
        'project_status_changes', 'project_timeline', 'project_updates', 'projects', 'module_purchases', 'rate_limits', 'recovery_codes', 'refunds', 'sandbox_payments', 'sandbox_refunds',
        'sessions', 'modules', 'user_roles', 'users', 'activity_log', 'data_exports', 'erasure_requests', 'dashboard_visits', 'account_addresses', 'invoice_lines', 'invoice_schedule_lines', 'invitations',
        'step_review_rounds', 'review_pins', 'review_pin_replies', 'quote_counters', 'quotes', 'quote_lines', 'quote_signatures',
      ].sort(),
    );
  });

  it('leave at most four triggers of the app: the activity log guard, the sign-off guard, the quote signature guard and what live events need', async () => {
    const { rows } = await sql<{ tgname: string }>`select tgname from pg_trigger where not tgisinternal order by tgname`.execute(handle.db);
    const triggers = rows.map((row) => row.tgname);
    expect(triggers.length, triggers.join(', ')).toBeLessThanOrEqual(4);
    expect(triggers).toEqual(expect.arrayContaining(['activity_log_append_only', 'step_sign_offs_never_edited', 'quote_signature_written_once']));
  });

  it('go all the way down and up again', async () => {
    await migrateDownAll(handle.db);
    expect(await tableNames(handle)).toEqual([]);
    await migrateToLatest(handle.db);
    expect(await tableNames(handle)).toContain('projects');
  });

  it('refuse a status outside the allowed values and a negative price', async () => {
    const user = await handle.db
      .insertInto('users')
      .values({ email: 'check@test.nl', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.insertInto('profiles').values({ id: user.id, email: 'check@test.nl', fullName: null }).execute();
    const project = { clientId: user.id, packageType: 'website' as const, monthlyPrice: '30.00' };
    await expect(
      sql`insert into projects (client_id, package_type, monthly_price, status) values (${user.id}, 'website', 30, 'done')`.execute(handle.db),
    ).rejects.toThrow(/check/i);
    await expect(handle.db.insertInto('projects').values({ ...project, monthlyPrice: '-1' }).execute()).rejects.toThrow(/check/i);
    await expect(
      sql`insert into user_roles (user_id, role) values (${user.id}, 'superuser')`.execute(handle.db),
    ).rejects.toThrow(/check/i);
  });

  it('delete everything that belongs to a project with it', async () => {
    const user = await handle.db
      .insertInto('users')
      .values({ email: 'cascade@test.nl', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.insertInto('profiles').values({ id: user.id, email: 'cascade@test.nl', fullName: null }).execute();
    const project = await handle.db
      .insertInto('projects')
      .values({ clientId: user.id, packageType: 'webshop', monthlyPrice: '55.00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.insertInto('checklistItems').values({ projectId: project.id, title: 'DNS', orderIndex: 0 }).execute();
    await handle.db.insertInto('projectTimeline').values({ projectId: project.id, stepNumber: 1, stepName: 'Intake' }).execute();
    await handle.db.insertInto('intakeForms').values({ projectId: project.id }).execute();
    await handle.db.deleteFrom('projects').where('id', '=', project.id).execute();
    const left = await handle.db.selectFrom('projectTimeline').select('id').where('projectId', '=', project.id).execute();
    expect(left).toEqual([]);
    const items = await handle.db.selectFrom('checklistItems').select('id').where('projectId', '=', project.id).execute();
    expect(items).toEqual([]);
  });
});
