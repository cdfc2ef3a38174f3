// A new invoice (admin): a client, lines, a due date and optionally a project. A recurring invoice
// is collected monthly on a day from 1 to 28, so every month has that day; a one-off invoice has no day.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { invoicesText } from '@/src/text/nl/invoices';
import { INVOICE_STATUSES } from '@/src/domain/statuses';
import { idSchema, optionalIdSchema } from './fields';
import { isoDateSchema } from './agenda';
import { invoiceLinesSchema } from './invoice-lines';
import { listQuerySchema, pageSchema } from './list';

const required = nl.validation.invoiceRequired;

export const RECURRING_DAY_MIN = 1;
export const RECURRING_DAY_MAX = 28;
export const DEFAULT_RECURRING_DAY = 1;

const recurringDaySchema = z
  .int({ error: nl.validation.recurringDayInvalid })
  .min(RECURRING_DAY_MIN, nl.validation.recurringDayInvalid)
  .max(RECURRING_DAY_MAX, nl.validation.recurringDayInvalid);

export const newInvoiceSchema = z
  .object({
    userId: idSchema(required),
    /** One of the client's projects, or none. */
    projectId: optionalIdSchema(),
    lines: invoiceLinesSchema,
    /** Blank: the usual term (14 days). */
    dueDate: z.union([z.literal(''), isoDateSchema], { error: nl.validation.dateInvalid }).nullish().transform((value) => value || null),
    isRecurring: z.boolean().default(false),
    recurringDay: recurringDaySchema.nullish(),
  })
  .transform(({ recurringDay, ...invoice }) => ({
    ...invoice,
    recurringDay: invoice.isRecurring ? (recurringDay ?? DEFAULT_RECURRING_DAY) : null,
  }));

export type NewInvoiceInput = z.input<typeof newInvoiceSchema>;
export type NewInvoice = z.output<typeof newInvoiceSchema>;

export const invoiceIdSchema = z.object({ invoiceId: idSchema(invoicesText.invoices.notFound) });

export const invoiceClientSchema = z.object({ userId: idSchema(invoicesText.invoices.clientNotFound) });

/** Facturatiebeheer's address bar and query: search, one status or all, page. */
export const invoiceListSchema = listQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES, { error: nl.validation.invalidChoice }).optional().catch(undefined),
});

export type InvoiceListQuery = z.output<typeof invoiceListSchema>;


export const pageOnlySchema = z.object({ page: pageSchema });

export const scheduleIdSchema = z.object({ scheduleId: idSchema(invoicesText.invoices.scheduleNotFound) });

export const setSchedulePausedSchema = scheduleIdSchema.extend({ paused: z.boolean({ error: nl.validation.invalidChoice }) });
