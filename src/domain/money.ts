// Exact money: a string with two decimals ('30.00', as SQL numeric(10,2) returns it) or integer
// cents; never float arithmetic. Shown as '€ 30,00'.

// numeric(10,2) holds at most 8 digits before the decimal point.
export const MAX_MONEY_CENTS = 9_999_999_999;

const MONEY_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Parses '12.5', '12.50' or '-3' to integer cents; null when it is not such an amount. */
export function parseMoneyToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

export function moneyToCents(amount: string): number {
  const cents = parseMoneyToCents(amount);
  if (cents === null) throw new Error(`Not a money amount: ${JSON.stringify(amount)}`);
  return cents;
}

export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Cents must be a whole number: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * '€ 30,00', '€ 1.234,50'. Intl puts a non-breaking space after the sign; it is replaced by
 * a plain space so server texts, PDFs and tests compare equal to what people type.
 */
export function formatEuro(amount: string | number): string {
  // Formatted from the exact decimal string (Intl accepts one), so no float ever rounds a cent.
  const exact = typeof amount === 'number' ? amount : (centsToMoney(moneyToCents(amount)) as Intl.StringNumericLiteral);
  return euroFormat.format(exact).replace(/\u00a0/g, ' ');
}

/** Cents of a typed amount: '12,50', '12.5', 12.5 (Dutch people type a decimal comma); null when it is no amount. */
export function readMoneyInput(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseMoneyToCents(value) : null;
  return parseMoneyToCents(value.trim().replace(/^(-?\d+),(\d{1,2})$/, '$1.$2'));
}
