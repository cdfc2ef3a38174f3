// A checklist item added by the admin (the developer form ignores a blank title before parsing).
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { optionalText, requiredText } from './fields';

export const checklistItemSchema = z.object({
  title: requiredText(nl.validation.titleRequired),
  description: optionalText(),
});

export type ChecklistItemInput = z.input<typeof checklistItemSchema>;
export type ChecklistItem = z.output<typeof checklistItemSchema>;
