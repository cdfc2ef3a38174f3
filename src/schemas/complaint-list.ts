// Klachtenbeheer's list as the address bar keeps it and the procedure takes it. Apart from the
// complaint forms' schemas: the route reads it at start-up, the forms load with their pages.
import { z } from 'zod';
import { COMPLAINT_STATUSES } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { listQuerySchema } from './list';

/** Search, page and an optional status. */
export const complaintListSchema = listQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUSES, { error: nl.validation.invalidChoice }).optional().catch(undefined),
});

/** The admin list's address: `?q=&page=&status=`, defaults left out. */
export function validateComplaintListSearch(search: Record<string, unknown>) {
  const { q, page, status } = complaintListSchema.parse(search);
  return { ...(q ? { q } : {}), ...(page > 1 ? { page } : {}), ...(status ? { status } : {}) };
}
