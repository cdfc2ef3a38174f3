import { z } from './zod';
import { isIsoDate } from '@/src/dates';
import { nl } from '@/src/text/nl';
import { timelineText } from '@/src/text/nl/timeline';
import { idSchema } from './fields';
import { pageSchema } from './list';

export const agendaPageSchema = z.object({ page: pageSchema });

/** A calendar day 'YYYY-MM-DD' that exists. */
export const isoDateSchema = z.string({ error: nl.validation.dateInvalid }).refine(isIsoDate, nl.validation.dateInvalid);

export const rescheduleStepSchema = z.object({ stepId: idSchema(timelineText.timeline.stepNotFound), expectedDate: isoDateSchema });
