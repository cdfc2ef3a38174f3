import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { Actor } from '@/db/queries/projects';
import type { AttentionKind } from '@/src/domain/insight';
import { attentionLines } from '@/db/queries/attention';

/** Drops the window count from each line and keeps it once per kind. */
function group<K extends AttentionKind, T extends { total: number }>(kind: K, rows: T[]) {
  return { kind, total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...line }) => line) };
}

/** "Aandacht nodig": the kinds most urgent first, each its oldest lines first; empty kinds are left out. */
export async function attentionList(db: Kysely<Database>, actor: Actor, now: Date) {
  const { debits, steps, complaints, approvals, projects, mails } = await attentionLines(db, actor, now);
  const groups = [
    group('failed_debit', debits),
    group('overdue_step', steps),
    group('old_complaint', complaints),
    group('waiting_approval', approvals),
    group('unassigned_project', projects),
    group('failed_mail', mails),
  ] as const;
  return groups.filter((g) => g.total > 0);
}
