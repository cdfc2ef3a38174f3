import { describe, expect, it } from 'vitest';
import { moduleSchema } from './module';

describe('moduleSchema', () => {
  it('accepts a module, new ones active and one-off by default, price as exact string', () => {
    expect(moduleSchema.parse({ title: 'Blog', description: 'Een blogmodule', price: 49.5 })).toEqual({
      title: 'Blog',
      description: 'Een blogmodule',
      price: '49.50',
      isRecurring: false,
      isActive: true,
    });
  });

  it('keeps recurring and inactive flags', () => {
    const parsed = moduleSchema.parse({
      title: 'Onderhoud',
      description: 'Maandelijks onderhoud',
      price: '0',
      isRecurring: true,
      isActive: false,
    });
    expect(parsed).toMatchObject({ price: '0.00', isRecurring: true, isActive: false });
  });

  it('requires title and description', () => {
    const result = moduleSchema.safeParse({ title: '', description: '', price: '10' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Vul alle verplichte velden in',
      'Vul alle verplichte velden in',
    ]);
  });

  it('requires a price of at least 0 with at most two decimals', () => {
    for (const price of [-1, '9.999', '', undefined]) {
      const result = moduleSchema.safeParse({ title: 'a', description: 'b', price });
      expect(result.error?.issues[0]?.message, String(price)).toBe('Vul een geldige prijs in (minimaal 0)');
    }
  });
});
