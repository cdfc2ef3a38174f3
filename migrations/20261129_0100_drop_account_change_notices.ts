import { sql, type Kysely } from 'kysely';

// Every request reads its session from the database again, so no instance keeps one the account-change notices would have to take back.
// `down` puts the triggers back as 20261126_1500_account_change_notices made them.

const CHANNEL = 'kp_live_events';

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER user_roles_account_change ON user_roles`,
    sql`DROP TRIGGER users_account_change ON users`,
    sql`DROP TRIGGER sessions_account_change ON sessions`,
    sql`DROP FUNCTION account_change_notice()`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE FUNCTION account_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify(${sql.lit(CHANNEL)}, '{"account":"' || OLD.id || '"}');
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM pg_notify(${sql.lit(CHANNEL)}, '{"account":"' || NEW.user_id || '"}');
        ELSE
          PERFORM pg_notify(${sql.lit(CHANNEL)}, '{"account":"' || OLD.user_id || '"}');
          IF TG_OP = 'UPDATE' THEN
            IF OLD.user_id <> NEW.user_id THEN
              PERFORM pg_notify(${sql.lit(CHANNEL)}, '{"account":"' || NEW.user_id || '"}');
            END IF;
          END IF;
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER sessions_account_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION account_change_notice()`,
    sql`CREATE TRIGGER users_account_change AFTER DELETE OR UPDATE OF email, email_verified_at, totp_key ON users FOR EACH ROW EXECUTE FUNCTION account_change_notice()`,
    sql`CREATE TRIGGER user_roles_account_change AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION account_change_notice()`,
  ]) {
    await statement.execute(db);
  }
}
