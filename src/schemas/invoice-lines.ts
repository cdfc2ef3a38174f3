// Lines as an admin types them (an invoice now, a quote later): description, quantity, unit price
// excluding VAT and a VAT choice. Exact: quantities and prices are read as decimal strings, never floats.
import { z } from './zod';
import { centsToMoney, readMoneyInput } from '@/src/domain/money';
import { lineTotals, linesFit, readQuantityInput, VAT_CHOICES, vatOfChoice, type InvoiceLine } from '@/src/domain/invoice-lines';
import { moneyToCents } from '@/src/domain/money';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';
import { requiredText } from './fields';

const t = invoiceLinesText.lines;

/** At most this many lines on one invoice; a quantity up to this many units. */
export const MAX_LINES = 50;
export const MAX_QUANTITY_HUNDREDTHS = 100_000_00;

const decimalInput = (message: string, read: (value: string) => number | null, accept: (hundredths: number) => boolean) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const parsed = read(String(value));
    if (parsed === null || !accept(parsed)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return centsToMoney(parsed);
  });

export const invoiceLineSchema = z
  .object({
    description: requiredText(t.descriptionRequired, 500),
    quantity: decimalInput(t.quantityInvalid, readQuantityInput, (hundredths) => hundredths > 0 && hundredths <= MAX_QUANTITY_HUNDREDTHS),
    // A discount line may be negative; the invoice as a whole may not.
    unitPrice: decimalInput(t.unitPriceInvalid, (value) => readMoneyInput(value.replace(/^-\s*/, '-')), () => true),
    vat: z.enum(VAT_CHOICES, { error: t.vatInvalid }).default('21'),
  })
  .transform(({ vat, ...line }): InvoiceLine => ({ ...line, ...vatOfChoice(vat) }));

/** One to MAX_LINES lines whose total is above zero and fits in the books. */
export const invoiceLinesSchema = z
  .array(invoiceLineSchema, { error: t.linesRequired })
  .min(1, t.linesRequired)
  .max(MAX_LINES, t.tooManyLines(MAX_LINES))
  .superRefine(
    (lines, ctx) => {
      if (!linesFit(lines)) ctx.addIssue({ code: 'custom', message: t.tooLarge });
      else if (moneyToCents(lineTotals(lines).total) <= 0) ctx.addIssue({ code: 'custom', message: t.totalNotPositive });
    },
    // Totals only of lines that are whole: a line with an issue was never made into one.
    { when: (payload) => payload.issues.length === 0 },
  );

export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;
