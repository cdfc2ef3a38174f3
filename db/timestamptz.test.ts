import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { OID_TIMESTAMPTZ, parseTimestamptz } from './timestamptz';

// Every moment the database sends reads as the same Date as with pg's own reader.

const pgReader = pg.types.getTypeParser(OID_TIMESTAMPTZ, 'text') as (text: string) => unknown;

const two = (n: number) => String(n).padStart(2, '0');

/** PostgreSQL's text for a moment: its fraction without trailing zeros, its offset in hours and perhaps minutes. */
function postgresText(ms: number, micros: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000);
  const fraction = String(local.getUTCMilliseconds() * 1000 + micros).padStart(6, '0').replace(/0+$/, '');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  const zone = `${sign}${two(Math.floor(offset / 60))}${offset % 60 ? `:${two(offset % 60)}` : ''}`;
  const date = `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
  return `${date} ${time}${fraction ? `.${fraction}` : ''}${zone}`;
}

describe('parseTimestamptz', () => {
  it('reads what PostgreSQL writes as pg does, to the millisecond', () => {
    const offsets = [0, 60, 120, -300, 330, 345, -570, 840, -720];
    let state = 7;
    const next = () => (state = (state * 48271) % 2147483647);
    const texts = ['2026-03-29 01:59:59.999999+01', '2026-03-29 03:00:00+02', '2026-10-25 02:30:00.5+01', '2026-11-27 00:00:00+00', '1000-01-01 00:00:00+00'];
    for (let i = 0; i < 20_000; i++) {
      const ms = Date.UTC(100, 0, 1) + (next() % 2_000_000_000) * 120_000 + (next() % 1000);
      texts.push(postgresText(ms, next() % 1000, offsets[next() % offsets.length]!));
    }
    for (const text of texts) {
      const read = parseTimestamptz(text);
      expect(read, text).toBeInstanceOf(Date);
      expect((read as Date).getTime(), text).toBe((pgReader(text) as Date).getTime());
    }
    expect(parseTimestamptz('2026-11-27 20:18:06.123456+01')).toEqual(new Date('2026-11-27T19:18:06.123Z'));
    expect(parseTimestamptz('2026-11-27 20:18:06.57+00')).toEqual(new Date('2026-11-27T20:18:06.570Z'));
  });

  it('hands every other shape to pg, with the same answer', () => {
    for (const text of ['infinity', '-infinity', '0099-06-01 12:00:00+00', '0001-01-01 00:00:00+00 BC', '1900-01-01 00:00:00+00:19:32', '12026-01-01 00:00:00+00', '2026-11-27 20:18:06.1234567+00', '2026-11-27T20:18:06Z']) {
      expect(parseTimestamptz(text), text).toEqual(pgReader(text));
    }
  });
});
