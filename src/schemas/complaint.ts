// Complaints: filed by a client or developer, managed by the admin.
import { z } from './zod';
import { COMPLAINT_PRIORITIES, COMPLAINT_STATUSES, DEFAULT_COMPLAINT_PRIORITY } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { LONG_TEXT_MAX, idSchema, optionalIdSchema, optionalText, requiredText } from './fields';
import { pageSchema, searchTextSchema } from './list';

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

export const complaintIdSchema = idSchema(complaintWords.complaints.notFound);

/** "Mijn Klachten", a page at a time. */
export const ownComplaintListSchema = z.object({ page: pageSchema });

/** The "Nieuwe klacht" dialog's project choice, searched as the user types. */
export const complaintProjectSearchSchema = z.object({ q: searchTextSchema });

export const complaintManageSchema = complaintUpdateSchema.extend({ complaintId: complaintIdSchema });

export type NewComplaintInput = z.input<typeof newComplaintSchema>;
export type NewComplaint = z.output<typeof newComplaintSchema>;
export type ComplaintUpdate = z.output<typeof complaintUpdateSchema>;
export type ComplaintUpdateInput = z.input<typeof complaintUpdateSchema>;
