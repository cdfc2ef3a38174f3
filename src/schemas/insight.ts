import { z } from './zod';
import { nl } from '@/src/text/nl';
import { idSchema } from './fields';

/** "Herinnering sturen" for one waiting step. */
export const stepReminderSchema = z.object({ stepId: idSchema(nl.insight.stepNotWaiting) });
