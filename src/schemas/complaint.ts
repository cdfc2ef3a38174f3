// Complaints: filed by a client or developer, managed by the admin.
import { z } from 'zod';
import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES, DEFAULT_COMPLAINT_PRIORITY } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { LONG_TEXT_MAX, optionalIdSchema, optionalText, requiredText } from './fields';

const required = nl.validation.requiredFields;

export const newComplaintSchema = z.object({
  subject: requiredText(required),
  description: requiredText(required, LONG_TEXT_MAX),
  priority: z.enum(COMPLAINT_PRIORITIES, { error: nl.validation.invalidChoice }).default(DEFAULT_COMPLAINT_PRIORITY),
  /** The select's "none" option means the complaint is about no particular project. */
  projectId: optionalIdSchema(),
});

export const complaintUpdateSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: nl.validation.invalidChoice }),
  adminNotes: optionalText(),
});

export type NewComplaintInput = z.input<typeof newComplaintSchema>;
export type NewComplaint = z.output<typeof newComplaintSchema>;
export type ComplaintUpdate = z.output<typeof complaintUpdateSchema>;
