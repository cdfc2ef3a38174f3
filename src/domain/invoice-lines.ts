// Exact amounts: a line is quantity × unit price rounded to the cent, VAT is per rate over the lines' sum (as EN 16931 adds it up),
// and rounding is half away from zero, so a credit note that negates its invoice mirrors it to the cent.
import { centsToMoney, MAX_MONEY_CENTS, moneyToCents, parseMoneyToCents } from './money';

/** The rates an admin picks for a line: 21 %, 9 %, 0 % (vrijgesteld) or reverse-charged (verlegd, 0 %). */
export const VAT_CHOICES = ['21', '9', '0', 'verlegd'] as const;
export type VatChoice = (typeof VAT_CHOICES)[number];

/** A line's VAT as stored: the percent ('21.00') and whether the buyer accounts for it (verlegd). */
export interface LineVat {
  vatRate: string;
  reverseCharge: boolean;
}

export function vatOfChoice(choice: VatChoice): LineVat {
  return choice === 'verlegd' ? { vatRate: '0.00', reverseCharge: true } : { vatRate: centsToMoney(Number(choice) * 100), reverseCharge: false };
}

/** The choice a stored rate reads as; null for a rate no longer offered (an older invoice's 6 %). */
export function vatChoiceOf(vat: LineVat): VatChoice | null {
  if (vat.reverseCharge) return 'verlegd';
  return VAT_CHOICES.find((choice) => choice !== 'verlegd' && moneyToCents(vatOfChoice(choice).vatRate) === moneyToCents(vat.vatRate)) ?? null;
}

/** A configured rate ('21.00') as a line's VAT. */
export function vatOfRate(vatRate: string): LineVat {
  return { vatRate: centsToMoney(moneyToCents(vatRate)), reverseCharge: false };
}

export interface InvoiceLine extends LineVat {
  description: string;
  /** Up to two decimals ('1', '2.5'); stored as numeric(10,2). */
  quantity: string;
  /** Excluding VAT; negative on a credit note. */
  unitPrice: string;
}

/** Quantities have at most two decimals; as hundredths they take the same exact path as money. */
export function quantityHundredths(quantity: string): number {
  return moneyToCents(quantity);
}

/** '2.50' → '2,5', '1.00' → '1': a quantity as a Dutch invoice prints it. */
export function formatQuantity(quantity: string): string {
  return centsToMoney(quantityHundredths(quantity)).replace(/\.?0+$/, '').replace('.', ',');
}

/** a × b / divisor rounded half away from zero, through BigInt so no product loses a digit. */
function roundedProduct(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const size = product < 0n ? -product : product;
  const rounded = (size * 2n + BigInt(divisor)) / (2n * BigInt(divisor));
  return Number(product < 0n ? -rounded : rounded);
}

export function lineAmountCents(line: Pick<InvoiceLine, 'quantity' | 'unitPrice'>): number {
  return roundedProduct(quantityHundredths(line.quantity), moneyToCents(line.unitPrice), 100);
}

/** Quantity × unit price, to the cent. */
export function lineAmount(line: Pick<InvoiceLine, 'quantity' | 'unitPrice'>): string {
  return centsToMoney(lineAmountCents(line));
}

/** The VAT of a base at a rate in hundredths of a percent, to the cent. */
export function vatCents(baseCents: number, vatRate: string): number {
  return roundedProduct(baseCents, moneyToCents(vatRate), 10_000);
}

/** One VAT rate's part of an invoice: the lines' sum at that rate and its VAT. */
export interface VatGroup extends LineVat {
  base: string;
  vat: string;
}

export interface LineTotals {
  subtotal: string;
  vat: string;
  total: string;
  groups: VatGroup[];
}

const groupKey = (vat: LineVat) => `${moneyToCents(vat.vatRate)}:${vat.reverseCharge}`;

/** The lines' bases per VAT rate, in the order the rates first appear. */
function basesPerRate(lines: readonly InvoiceLine[]) {
  const groups = new Map<string, { vat: LineVat; baseCents: number }>();
  for (const line of lines) {
    const key = groupKey(line);
    const group = groups.get(key) ?? { vat: { vatRate: centsToMoney(moneyToCents(line.vatRate)), reverseCharge: line.reverseCharge }, baseCents: 0 };
    group.baseCents += lineAmountCents(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Subtotal, VAT and total of lines: the VAT per rate over that rate's lines, as an invoice is issued. */
export function lineTotals(lines: readonly InvoiceLine[]): LineTotals {
  const groups = basesPerRate(lines).map(({ vat, baseCents }) => ({ ...vat, baseCents, vatCents: vatCents(baseCents, vat.vatRate) }));
  return totalsOf(groups);
}

function totalsOf(groups: { vatRate: string; reverseCharge: boolean; baseCents: number; vatCents: number }[]): LineTotals {
  const subtotal = groups.reduce((sum, group) => sum + group.baseCents, 0);
  const vat = groups.reduce((sum, group) => sum + group.vatCents, 0);
  return {
    subtotal: centsToMoney(subtotal),
    vat: centsToMoney(vat),
    total: centsToMoney(subtotal + vat),
    groups: groups.map((group) => ({ vatRate: group.vatRate, reverseCharge: group.reverseCharge, base: centsToMoney(group.baseCents), vat: centsToMoney(group.vatCents) })),
  };
}

/**
 * Adds up to the frozen VAT: a partial credit note carries the refund's own VAT, which may differ a cent from base × rate; that cent
 * goes to the largest rate (EN 16931 allows it).
 */
export function issuedVatGroups(lines: readonly InvoiceLine[], frozenVat: string): VatGroup[] {
  const groups = basesPerRate(lines).map(({ vat, baseCents }) => ({ ...vat, baseCents, vatCents: vatCents(baseCents, vat.vatRate) }));
  const difference = moneyToCents(frozenVat) - groups.reduce((sum, group) => sum + group.vatCents, 0);
  if (difference !== 0 && groups.length > 0) {
    const largest = groups.reduce((best, group) => (Math.abs(group.baseCents) > Math.abs(best.baseCents) ? group : best));
    largest.vatCents += difference;
  }
  return totalsOf(groups).groups;
}

/** An invoice's lines stay within what numeric(10,2) holds, in every line and in the total. */
export function linesFit(lines: readonly InvoiceLine[]): boolean {
  const { total, subtotal } = lineTotals(lines);
  return lines.every((line) => Math.abs(lineAmountCents(line)) <= MAX_MONEY_CENTS) && Math.abs(moneyToCents(total)) <= MAX_MONEY_CENTS && Math.abs(moneyToCents(subtotal)) <= MAX_MONEY_CENTS;
}

/** The invoice's own description for lists and search: its lines' descriptions, joined. */
export function linesSummary(lines: readonly Pick<InvoiceLine, 'description'>[], maxLength = 500): string {
  const text = lines.map((line) => line.description.trim()).join('; ');
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}

/** A typed quantity ('2,5', '1'): hundredths, or null when it is no quantity. */
export function readQuantityInput(value: string): number | null {
  return parseMoneyToCents(value.trim().replace(/^(-?\d+),(\d{1,2})$/, '$1.$2'));
}

/** Each line negated (the unit price), as a credit note of the whole invoice lists them. */
export function negatedLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({ ...line, unitPrice: centsToMoney(-moneyToCents(line.unitPrice)) }));
}

/**
 * The refund (VAT included) shared over the invoice's rates in proportion to their totals (last cents to the largest shares), one
 * line per share, its VAT the share minus its base, so the credit note adds up to the refund exactly. All negative.
 */
export function partialCreditLines(invoice: { lines: readonly InvoiceLine[]; vat: string }, refundTotal: string, description: string) {
  const refundCents = moneyToCents(refundTotal);
  if (refundCents <= 0) throw new Error(`A refund is positive: ${refundTotal}`);
  // A rate whose lines are only a discount takes no share.
  const groups = issuedVatGroups(invoice.lines, invoice.vat)
    .map((group) => ({ ...group, totalCents: moneyToCents(group.base) + moneyToCents(group.vat) }))
    .filter((group) => group.totalCents > 0);
  const invoiceCents = groups.reduce((sum, group) => sum + group.totalCents, 0);
  const shares = groups.map((group) => {
    const exact = BigInt(refundCents) * BigInt(group.totalCents);
    return { group, cents: Number(exact / BigInt(invoiceCents || 1)), rest: exact % BigInt(invoiceCents || 1) };
  });
  let left = refundCents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
    if (left <= 0) break;
    share.cents += 1;
    left -= 1;
  }
  const parts = shares.filter((share) => share.cents > 0).map(({ group, cents }) => creditAtRate(cents, group));
  return creditOf(parts, description);
}

/** A refund of `cents` (VAT included) at one rate: the base without VAT, rounded to the cent, and the VAT the rest. */
function creditAtRate(cents: number, vat: LineVat) {
  const baseCents = roundedProduct(cents, 10_000, 10_000 + moneyToCents(vat.vatRate));
  return { vat: { vatRate: vat.vatRate, reverseCharge: vat.reverseCharge }, baseCents, vatCents: cents - baseCents };
}

function creditOf(parts: ReturnType<typeof creditAtRate>[], description: string) {
  const lines: InvoiceLine[] = parts.map((part) => ({ description, quantity: '1.00', unitPrice: centsToMoney(-part.baseCents), ...part.vat }));
  const subtotal = parts.reduce((sum, part) => sum + part.baseCents, 0);
  const vat = parts.reduce((sum, part) => sum + part.vatCents, 0);
  return { lines, totals: { subtotal: centsToMoney(-subtotal), vat: centsToMoney(-vat), total: centsToMoney(-(subtotal + vat)) } };
}

/** A credit note's one line for a refund (VAT included) at one rate, for a sale that had no invoice of its own. */
export function creditLineAtRate(refundTotal: string, vat: LineVat, description: string) {
  const cents = moneyToCents(refundTotal);
  if (cents <= 0) throw new Error(`A refund is positive: ${refundTotal}`);
  return creditOf([creditAtRate(cents, vat)], description);
}

/**
 * What a sale paid at once (VAT included, at one rate) reads as on its invoice: one line whose unit
 * price is the payment without VAT, and the VAT the rest, so the invoice's total is what was paid.
 */
export function paidSaleLine(paid: string, vat: LineVat, description: string): { line: InvoiceLine; vat: string } {
  const { baseCents, vatCents: rest } = creditAtRate(moneyToCents(paid), vat);
  return { line: { description, quantity: '1.00', unitPrice: centsToMoney(baseCents), ...vat }, vat: centsToMoney(rest) };
}
