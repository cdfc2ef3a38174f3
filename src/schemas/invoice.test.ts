import { describe, expect, it } from 'vitest';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';
import { nl } from '@/src/text/nl';
import { newInvoiceSchema } from './invoice';

const USER_ID = '7d9f3c2e-1b4a-4c8e-9f00-2a6b5c4d3e21';
const line = { description: 'Website-pakket november', quantity: '1', unitPrice: '30', vat: '21' };
const valid = { userId: USER_ID, lines: [line] };

describe('newInvoiceSchema', () => {
  it('accepts a one-off invoice of exact lines, with no collection day, the usual term and no project', () => {
    expect(newInvoiceSchema.parse(valid)).toEqual({
      userId: USER_ID,
      projectId: null,
      lines: [{ description: 'Website-pakket november', quantity: '1.00', unitPrice: '30.00', vatRate: '21.00', reverseCharge: false }],
      dueDate: null,
      isRecurring: false,
      recurringDay: null,
    });
  });

  it('reads "verlegd" as reverse charge at 0 %, and a quantity with decimals exactly', () => {
    const [parsed] = newInvoiceSchema.parse({ ...valid, lines: [{ ...line, quantity: '2,5', unitPrice: '19,99', vat: 'verlegd' }] }).lines;
    expect(parsed).toMatchObject({ quantity: '2.50', unitPrice: '19.99', vatRate: '0.00', reverseCharge: true });
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

  it('requires a client', () => {
    expect(newInvoiceSchema.safeParse({ ...valid, userId: '' }).error?.issues[0]).toMatchObject({ message: nl.validation.invoiceRequired, path: ['userId'] });
  });

  it.each([
    ['no lines', [], invoiceLinesText.lines.linesRequired],
    ['a blank description', [{ ...line, description: ' ' }], invoiceLinesText.lines.descriptionRequired],
    ['a quantity of 0', [{ ...line, quantity: '0' }], invoiceLinesText.lines.quantityInvalid],
    ['a price that is no amount', [{ ...line, unitPrice: 'dertig' }], invoiceLinesText.lines.unitPriceInvalid],
    ['a total of nothing', [{ ...line, unitPrice: '0' }], invoiceLinesText.lines.totalNotPositive],
  ])('refuses %s with a Dutch message', (_, lines, message) => {
    expect(newInvoiceSchema.safeParse({ ...valid, lines }).error?.issues[0]?.message).toBe(message);
  });
});
