import { formatDate, type DateInput } from '@/src/dates';

// A date on screen never breaks over two lines: inside a sentence, a narrow column or a phone wraps
// the sentence before the date, never inside it ("22 november 2026" joined by no-break spaces).

const DATE_IN_TEXT = /\b(\d{1,2}) (\p{Ll}+) (\d{4})\b/gu;

/** The text with each date in it ("22 november 2026") kept on one line. */
export function keepDatesTogether(text: string): string {
  return text.replace(DATE_IN_TEXT, '$1\u00a0$2\u00a0$3');
}

/** formatDate, kept on one line. */
export function formatDateOnOneLine(input: DateInput): string {
  return keepDatesTogether(formatDate(input));
}
