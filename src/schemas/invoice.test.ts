import { describe, expect, it } from 'vitest';
import { newInvoiceSchema } from './invoice';

const USER_ID = '7d9f3c2e-1b4a-4c8e-9f00-2a6b5c4d3e21';
const valid = { userId: USER_ID, amount: '30', description: 'Website-pakket november' };

describe('newInvoiceSchema', () => {
  it('accepts a one-off invoice with an exact amount and no collection day', () => {
    expect(newInvoiceSchema.parse(valid)).toEqual({
      userId: USER_ID,
      amount: '30.00',
      description: 'Website-pakket november',
      isRecurring: false,
      recurringDay: null,
    });
  });

  it('defaults a recurring invoice to day 1', () => {
    expect(newInvoiceSchema.parse({ ...valid, isRecurring: true }).recurringDay).toBe(1);
    expect(newInvoiceSchema.parse({ ...valid, isRecurring: true, recurringDay: null }).recurringDay).toBe(1);
    expect(newInvoiceSchema.parse({ ...valid, isRecurring: true, recurringDay: 28 }).recurringDay).toBe(28);
  });

  it('drops the day of a one-off invoice', () => {
    expect(newInvoiceSchema.parse({ ...valid, isRecurring: false, recurringDay: 15 }).recurringDay).toBeNull();
  });

  it('allows only days 1 to 28', () => {
    for (const recurringDay of [0, 29, 2.5]) {
      const result = newInvoiceSchema.safeParse({ ...valid, isRecurring: true, recurringDay });
      expect(result.error?.issues[0]?.message).toBe('Kies een dag tussen 1 en 28');
    }
  });

  it.each([
    ['userId', ''],
    ['amount', ''],
    ['amount', '0'],
    ['amount', '-5'],
    ['description', ' '],
  ])('requires %s (%j)', (field, value) => {
    const result = newInvoiceSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Gebruiker, bedrag en omschrijving zijn verplicht',
      path: [field],
    });
  });
});
