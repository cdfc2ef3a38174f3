import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';

// What open live streams depend on, fingerprinted in three queries for all of a process's streams
// at once: a session, a user's roles or a project whose row changed (or went) is worth a full
// check. The check itself stays the app's own (authenticate, the project access rule); a change
// these fingerprints see is only the reason to run it now rather than later.

type Fingerprints = Map<string, string>;

async function fingerprints(query: Promise<{ rows: { id: string; fingerprint: string }[] }>): Promise<Fingerprints> {
  const { rows } = await query;
  return new Map(rows.map((row) => [row.id, row.fingerprint]));
}

/** Each existing session's whole row, hashed (a missing id: the session is gone). */
export function sessionFingerprints(db: Kysely<Database>, sessionIds: readonly string[]): Promise<Fingerprints> {
  return fingerprints(
    sql<{ id: string; fingerprint: string }>`SELECT s.id, md5(row_to_json(s)::text) AS fingerprint FROM sessions s WHERE s.id = ANY(${[...sessionIds]}::text[])`.execute(db),
  );
}

/** Each user's roles, hashed (no role at all hashes too). */
export function roleFingerprints(db: Kysely<Database>, userIds: readonly string[]): Promise<Fingerprints> {
  return fingerprints(
    sql<{ id: string; fingerprint: string }>`
      SELECT u.id::text AS id, md5(coalesce(string_agg(r.role, ',' ORDER BY r.role), '')) AS fingerprint
      FROM unnest(${[...userIds]}::uuid[]) AS u(id) LEFT JOIN user_roles r ON r.user_id = u.id
      GROUP BY u.id
    `.execute(db),
  );
}

/** Each existing project's row, hashed (who it belongs to and who works on it). */
export function projectFingerprints(db: Kysely<Database>, projectIds: readonly string[]): Promise<Fingerprints> {
  return fingerprints(
    sql<{ id: string; fingerprint: string }>`
      SELECT p.id::text AS id, md5(concat_ws(',', p.client_id, p.developer_id)) AS fingerprint FROM projects p WHERE p.id = ANY(${[...projectIds]}::uuid[])
    `.execute(db),
  );
}
