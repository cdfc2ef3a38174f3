import pg from 'pg';

// PostgreSQL's text for a timestamptz, read into a Date. pg's own reader (postgres-date) matches
// every value against a regular expression with eight groups and parses each group as a string:
// a screen's page of messages, files and steps reads a hundred or so, and their strings were a
// twentieth of what a request allocates. The common shape, "2026-11-27 20:18:06.123456+01" (an
// offset of hours, or hours and minutes), is read here digit by digit into the same Date. Anything
// else (infinity, a BC date, a year before 100 or after 9999, an offset with seconds) goes to pg's
// own reader.

export const OID_TIMESTAMPTZ = 1184;
const pgReader = pg.types.getTypeParser(OID_TIMESTAMPTZ, 'text') as (text: string) => Date | number | null;

const DIGIT_0 = 48;
const HYPHEN = 45;
const COLON = 58;
const SPACE = 32;
const DOT = 46;
const PLUS = 43;

/** The number written by the digits from `from` to `to`, or -1 when any of them is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index++) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The Date for PostgreSQL's text of a timestamptz, as pg's own reader makes it. */
export function parseTimestamptz(text: string): Date | number | null {
  const length = text.length;
  // "YYYY-MM-DD HH:MM:SS" and at least "+HH".
  if (length < 22 || text.charCodeAt(4) !== HYPHEN || text.charCodeAt(7) !== HYPHEN || text.charCodeAt(10) !== SPACE) return pgReader(text);
  if (text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON) return pgReader(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  if (year < 100 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return pgReader(text);
  let at = 19;
  let milliseconds = 0;
  if (text.charCodeAt(at) === DOT) {
    let end = at + 1;
    while (end < length && end - at <= 6 && text.charCodeAt(end) >= DIGIT_0 && text.charCodeAt(end) <= DIGIT_0 + 9) end++;
    const places = end - at - 1;
    if (places === 0) return pgReader(text);
    // The fraction's nearest double (as parseFloat('.123456') gives it), times 1000: the same ms.
    milliseconds = 1000 * (digits(text, at + 1, end) / 10 ** places);
    at = end;
  }
  const sign = text.charCodeAt(at);
  if (sign !== PLUS && sign !== HYPHEN) return pgReader(text);
  const offsetHours = digits(text, at + 1, at + 3);
  let offsetMinutes = 0;
  if (length === at + 6 && text.charCodeAt(at + 3) === COLON) offsetMinutes = digits(text, at + 4, at + 6);
  else if (length !== at + 3) return pgReader(text);
  if (offsetHours < 0 || offsetMinutes < 0) return pgReader(text);
  const offsetMs = (sign === PLUS ? 1 : -1) * (offsetHours * 3600 + offsetMinutes * 60) * 1000;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, milliseconds) - offsetMs);
}
