import { centsToMoney, readMoneyInput } from '@/src/domain/money';
import { formatQuantity, readQuantityInput, VAT_CHOICES, vatOfChoice, type InvoiceLine, type VatChoice } from '@/src/domain/invoice-lines';
import type { PackageType } from '@/src/domain/packages';
import { quoteLines, quoteTotals, type QuoteTotals } from '@/src/domain/quotes';
import type { QuoteDetail, QuoteOptions } from '@/src/schemas/quote-answers';
import type { LineValues } from '@/client/features/invoices/invoice-lines-editor';

// The quote editor's fields as the inputs hold them (text for numbers, both recipients' fields at
// once), where they start from, and the totals worked out from them while typing.

export type QuoteEditorValues = {
  recipient: { kind: 'new' | 'client'; name: string; company: string; email: string; clientId: string };
  packageType: PackageType | null;
  moduleIds: string[];
  lines: LineValues[];
  introduction: string;
  validUntil: string;
};

/** Money as typed in the editor ('1250,50'), from the exact string the server answers ('1250.50'). */
const moneyForInput = (amount: string) => amount.replace('.', ',');
const vatForInput = (vat: string): VatChoice => ((VAT_CHOICES as readonly string[]).includes(vat) ? (vat as VatChoice) : '21');

export function newQuoteValues(options: QuoteOptions): QuoteEditorValues {
  return {
    recipient: { kind: 'new', name: '', company: '', email: '', clientId: '' },
    packageType: null,
    moduleIds: [],
    lines: [],
    introduction: '',
    validUntil: options.defaultValidUntil,
  };
}

export function savedQuoteValues(quote: QuoteDetail): QuoteEditorValues {
  const { recipient } = quote;
  return {
    recipient: { kind: recipient.kind, name: recipient.name, company: recipient.company ?? '', email: recipient.email, clientId: recipient.clientId ?? '' },
    packageType: quote.packageType,
    moduleIds: quote.moduleIds,
    lines: quote.ownLines.map((line) => ({
      description: line.description,
      quantity: formatQuantity(line.quantity),
      unitPrice: moneyForInput(line.unitPrice),
      vat: vatForInput(line.vat),
    })),
    introduction: quote.introduction,
    validUntil: quote.validUntil,
  };
}

/**
 * The draft's lines as far as they are whole (the package monthly, the chosen modules, the own lines
 * one-off), for the running totals beside the form; the server prices the saved quote itself.
 */
export function draftTotals(values: Pick<QuoteEditorValues, 'packageType' | 'moduleIds' | 'lines'>, options: QuoteOptions): QuoteTotals {
  const own: InvoiceLine[] = [];
  for (const line of values.lines) {
    const quantity = readQuantityInput(line.quantity);
    const price = readMoneyInput(line.unitPrice.replace(/^-\s*/, '-'));
    if (quantity === null || price === null) continue;
    own.push({ description: line.description, quantity: centsToMoney(quantity), unitPrice: centsToMoney(price), ...vatOfChoice(line.vat) });
  }
  const chosenPackage = options.packages.find((option) => option.type === values.packageType);
  if (!chosenPackage) return quoteTotals(own.map((line) => ({ kind: 'custom', recurring: false, moduleId: null, ...line })));
  const modules = options.modules.filter((option) => values.moduleIds.includes(option.id));
  return quoteTotals(quoteLines({ package: chosenPackage, modules, vatRate: options.vatRate }, own));
}
