import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPLAINT_STATUSES } from '@/src/domain/statuses';
import { QUOTE_STATUSES } from '@/src/domain/quotes';
import { quoteListSchema } from './quotes';
import { complaintListSchema } from './complaint-list';
import { listQuerySchema, pageSchema, searchTextSchema } from './list';
import { readGuid, readPage, readSearchText, validateComplaintListSearch, validateListSearch, validateQuoteListSearch } from './list-search';

// The address bar and the procedures read a list's search, page and status by the same rules.
const VALUES: unknown[] = [
  undefined, null, true, false, 0, 1, 2, 7, 1000, 1001, -3, 2.5, Number.NaN, Infinity, '', ' ', '3', '03', ' 4 ', '2.0', 'abc', '1e3', '1e4',
  'bakkerij', '  Visser  ', 'x'.repeat(100), ` ${'y'.repeat(100)} `, 'z'.repeat(101), [], ['5'], {}, 'open', 'in_progress', 'gesloten',
];

describe('the list address read without zod', () => {
  it('reads page and search text as the procedures do', () => {
    for (const value of VALUES) {
      expect(readPage(value), `page ${String(value)}`).toBe(pageSchema.parse(value));
      expect(readSearchText(value), `q ${String(value)}`).toBe(searchTextSchema.parse(value));
    }
  });

  it('keeps what the procedures keep and leaves the defaults out', () => {
    for (const q of VALUES) {
      for (const page of [undefined, '2', 0, 'x']) {
        const parsed = listQuerySchema.parse({ q, page });
        expect(validateListSearch({ q, page })).toEqual({ ...(parsed.q ? { q: parsed.q } : {}), ...(parsed.page > 1 ? { page: parsed.page } : {}) });
      }
    }
  });

  it('keeps a known status only', () => {
    for (const status of [...COMPLAINT_STATUSES, ...VALUES]) {
      expect(validateComplaintListSearch({ status }).status).toBe(complaintListSchema.parse({ status }).status);
    }
  });

  it('keeps a known quote status only', () => {
    for (const status of [...QUOTE_STATUSES, ...VALUES]) {
      expect(validateQuoteListSearch({ status }).status).toBe(quoteListSchema.parse({ status }).status);
    }
  });

  it('reads a record id as the procedures accept one', () => {
    for (const value of [crypto.randomUUID(), crypto.randomUUID().toUpperCase(), 'not-a-uuid', '', 42, `${crypto.randomUUID()}x`]) {
      expect(readGuid(value) !== undefined, String(value)).toBe(z.guid().safeParse(value).success);
    }
  });
});
