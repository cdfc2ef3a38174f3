// Timeline step inputs: the client's feedback (never blank) and the developer's note when
// marking a step ready (optional).
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { LONG_TEXT_MAX, optionalText, requiredText } from './fields';

export const feedbackSchema = z.object({
  feedback: requiredText(nl.validation.required, LONG_TEXT_MAX),
});

export const markStepReadySchema = z.object({
  developerNotes: optionalText(),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type MarkStepReadyInput = z.input<typeof markStepReadySchema>;
