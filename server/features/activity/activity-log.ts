import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { addCalendarDays, formatDateTime, inAmsterdam } from '@/src/dates';
import { ACTIVITY_KINDS, activitySentence, type ActivityKind } from '@/src/domain/activity';
import { firstName } from '@/src/domain/profile';
import { pageWindow } from '@/src/schemas/list';
import type { ActivityLogFilter } from '@/src/schemas/activity';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { listActivity, type ActivityFilter, type ActivityItem } from '@/db/queries/activity';
import type { Actor } from '@/db/queries/projects';

/** The most rows one CSV export holds; a narrower date range gets the rest. */
export const CSV_MAX_ROWS = 10_000;

/** A row as the screens show it: its sentence and the person's name, or "Verwijderde gebruiker". */
export function activityView(item: ActivityItem) {
  return {
    ...item,
    sentence: activitySentence(item.kind),
    // No person and no role: the system (a webhook, a job); a role without its person: an erased account.
    who: item.actorId ? (item.actorName ?? '') : item.actorRole === null ? activityWords.activity.system : activityWords.activity.deletedUser,
  };
}

/** The admin's filter as the query takes it: the search also matches kinds by their sentence, days are Amsterdam days. */
export function adminActivityFilter(input: Omit<ActivityLogFilter, 'page'>): { filter: ActivityFilter; kindsMatching: ActivityKind[] } {
  const q = input.q.toLowerCase();
  const kindsMatching = q ? ACTIVITY_KINDS.filter((kind) => activitySentence(kind).toLowerCase().includes(q)) : [];
  return {
    filter: {
      q: input.q || undefined,
      kind: input.kind,
      from: input.from ? inAmsterdam(input.from).toDate() : undefined,
      until: input.to ? inAmsterdam(addCalendarDays(input.to, 1)).toDate() : undefined,
    },
    kindsMatching,
  };
}

export async function activityPage(db: Kysely<Database>, actor: Actor, filter: ActivityFilter, page: number, kindsMatching: readonly ActivityKind[] = []) {
  const { items, total } = await listActivity(db, actor, filter, pageWindow(page), kindsMatching);
  return { items: items.map(activityView), total };
}

/**
 * Staff appear as their first name (a developer) or "Het team" (an admin), never with their id, full name or network;
 * one's own rows keep the network one acted from.
 */
export function ownActivityView(item: ActivityItem, reader: Actor) {
  const own = item.actorId === reader.id;
  const staff = item.actorRole === 'admin' || item.actorRole === 'developer';
  const { who, ...row } = activityView(item);
  const shownAs = !own && staff && item.actorId ? (item.actorRole === 'developer' && firstName(item.actorName)) || activityWords.activity.team : who;
  return { id: row.id, kind: row.kind, sentence: row.sentence, createdAt: row.createdAt, who: shownAs, actorRole: row.actorRole, projectId: row.projectId, network: own ? row.network : null };
}

/** One's own activity page (/activiteit): the account and its projects, as ownActivityView shows them. */
export async function ownActivityPage(db: Kysely<Database>, reader: Actor, filter: Omit<ActivityFilter, 'scope'>, page: number) {
  const { items, total } = await listActivity(db, reader, { ...filter, scope: 'own' }, pageWindow(page));
  return { items: items.map((item) => ownActivityView(item, reader)), total };
}

/** The admin's log as CSV, the newest rows first, at most CSV_MAX_ROWS. */
export async function activityCsv(db: Kysely<Database>, actor: Actor, input: Omit<ActivityLogFilter, 'page'>): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const { filter, kindsMatching } = adminActivityFilter(input);
  const { items, total } = await listActivity(db, actor, filter, { limit: CSV_MAX_ROWS, offset: 0 }, kindsMatching);
  const records = items
    .map(activityView)
    .map((item) => [formatDateTime(item.createdAt), item.who, item.actorRole ?? '', item.kind, item.sentence, item.projectClientName ?? item.projectId ?? '', item.network ?? '']);
  // RFC 4180; a cell that starts like a formula gets a leading quote, so a spreadsheet shows it as text.
  const csv = stringify([[...activityWords.activity.csvHeader], ...records], { record_delimiter: 'windows', escape_formulas: true });
  return { csv, rows: items.length, truncated: total > items.length };
}
