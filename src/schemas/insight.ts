import { z } from './zod';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { idSchema } from './fields';

/** "Herinnering sturen" for one waiting step. */
export const stepReminderSchema = z.object({ stepId: idSchema(insightWords.insight.stepNotWaiting) });
