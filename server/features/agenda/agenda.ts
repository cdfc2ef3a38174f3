import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { todayInAmsterdam } from '@/src/dates';
import { agendaDueNote, daysUntil, groupAgenda, urgencyForDays } from '@/src/domain/agenda';
import { pageWindow } from '@/src/schemas/list';
import { countAgenda, listAgendaPage } from '@/db/queries/agenda';
import type { Actor } from '@/db/queries/projects';
import { sharedWhileRunning } from '@/db/shared-while-running';

export const AGENDA_PAGE_SIZE = 50;

/**
 * The agenda of spec 2 (the admin sees every project, a developer their own), labels and urgency decided on the server's clock in
 * Amsterdam. Pages continue the same order, so the browser joins their groups.
 */
export async function loadAgenda(db: Kysely<Database>, actor: Actor & { role: 'admin' | 'developer' }, page: number, now: Date) {
  const today = todayInAmsterdam(now);
  const window = pageWindow(page, AGENDA_PAGE_SIZE);
  const [counters, rows] = await Promise.all([
    // The counters aggregate every open step in view; the person's requests at the same moment share one reading of them.
    sharedWhileRunning(db, `agenda-counters:${actor.id}:${today}`, () => countAgenda(db, actor, today)),
    listAgendaPage(db, actor, window),
  ]);
  // Every row is counted from this one `today`: plain calendar arithmetic, no time zone per row. The task is written out field by field:
  // V8 builds `{ ...row, urgency }` through the runtime, some 50 times slower (a few µs per row).
  const tasks = rows.map((row) => {
    const days = row.expectedDate === null ? null : daysUntil(row.expectedDate, today);
    return {
      id: row.id,
      stepNumber: row.stepNumber,
      stepName: row.stepName,
      status: row.status,
      expectedDate: row.expectedDate,
      projectId: row.projectId,
      packageType: row.packageType,
      clientName: row.clientName,
      companyName: row.companyName,
      openPins: Number(row.openPins ?? 0),
      urgency: urgencyForDays(days),
      dueNote: days === null ? null : agendaDueNote(days),
    };
  });
  return { today, counters, groups: groupAgenda(tasks, today), hasMore: window.offset + rows.length < counters.total, page };
}
