import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messageSchema } from './message';

describe('messageSchema', () => {
  it('trims the message', () => {
    expect(messageSchema.parse({ message: '  Hoi, de teksten staan klaar.\n' })).toEqual({
      message: 'Hoi, de teksten staan klaar.',
    });
  });

  it('refuses blank or whitespace-only messages', () => {
    for (const message of ['', ' \n\t ']) {
      expect(messageSchema.safeParse({ message }).error?.issues[0]?.message).toBe('Dit veld is verplicht');
    }
  });

  it('allows at most 5000 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
    expect(messageSchema.safeParse({ message: 'a'.repeat(5000) }).success).toBe(true);
    expect(messageSchema.safeParse({ message: 'a'.repeat(5001) }).error?.issues[0]?.message).toBe('Dit veld mag maximaal 5000 tekens zijn');
  });
});
