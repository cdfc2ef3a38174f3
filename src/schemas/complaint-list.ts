// Klachtenbeheer's list as the procedure takes it (the address bar reads it in list-search.ts).
import { z } from './zod';
import { COMPLAINT_STATUSES } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { listQuerySchema } from './list';

/** Search, page and an optional status. */
export const complaintListSchema = listQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUSES, { error: nl.validation.invalidChoice }).optional().catch(undefined),
});

