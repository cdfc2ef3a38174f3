// The activity log's filters: a page, a project, a kind; the admin also searches and picks a date range.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { ACTIVITY_KINDS } from '@/src/domain/activity';
import { isoDateSchema } from './agenda';
import { pageSchema, searchTextSchema } from './list';

const kindFilter = z.enum(ACTIVITY_KINDS, { error: nl.validation.invalidChoice }).optional().catch(undefined);
const projectFilter = z.guid({ error: nl.validation.invalidChoice }).optional().catch(undefined);
const dayFilter = isoDateSchema.optional().catch(undefined);

/** /activiteit: the caller's own account and projects. */
export const ownActivitySchema = z.object({ page: pageSchema, projectId: projectFilter, kind: kindFilter });

/** The admin's log: search over user, project and kind, a date range (Amsterdam days, both included). */
export const activityLogSchema = z.object({ page: pageSchema, q: searchTextSchema, kind: kindFilter, from: dayFilter, to: dayFilter });
export type ActivityLogFilter = z.output<typeof activityLogSchema>;

/** A project's history on its detail page. */
export const projectHistorySchema = z.object({ page: pageSchema });
