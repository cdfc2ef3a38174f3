import { describe, expect, it } from 'vitest';
import { checklistItemSchema } from './checklist';

describe('checklistItemSchema', () => {
  it('trims the title and makes a blank description null', () => {
    expect(checklistItemSchema.parse({ title: '  Logo plaatsen ', description: '' })).toEqual({
      title: 'Logo plaatsen',
      description: null,
    });
    expect(checklistItemSchema.parse({ title: 'SEO', description: 'Meta-tags' }).description).toBe('Meta-tags');
  });

  it('requires a title', () => {
    for (const title of ['', '   ', undefined]) {
      expect(checklistItemSchema.safeParse({ title }).error?.issues[0]?.message).toBe('Titel is verplicht');
    }
  });
});
