import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('reads as a Dutch person expects, with a decimal comma', () => {
    expect(formatFileSize(70)).toBe('70 B');
    expect(formatFileSize(123_000)).toBe('120,1 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
