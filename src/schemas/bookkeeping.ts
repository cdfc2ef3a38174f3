import { z } from './zod';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { calendarDaysBetween } from '@/src/dates';
import { isoDateSchema } from './agenda';

/** The longest period one export covers: a year (a leap year's included). */
export const MAX_EXPORT_DAYS = 366;

/** A bookkeeping export's period: from and until, both days included. */
export const exportPeriodSchema = z
  .object({ from: isoDateSchema, until: isoDateSchema })
  .refine(({ from, until }) => from <= until, { error: insightWords.bookkeeping.periodReversed, path: ['until'] })
  .refine(({ from, until }) => calendarDaysBetween(from, until) < MAX_EXPORT_DAYS, { error: insightWords.bookkeeping.periodTooLong, path: ['until'] });

export type ExportPeriod = z.output<typeof exportPeriodSchema>;
