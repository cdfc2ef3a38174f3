// Money as the forms and procedures take it: exact, never a float (the rules in src/domain/money.ts).
import { z } from './zod';
import { centsToMoney, MAX_MONEY_CENTS, readMoneyInput } from '@/src/domain/money';
import { nl } from '@/src/text/nl';

/** A non-negative amount with at most two decimals, as string or number; outputs '12.50'. */
export function moneySchemaWith(message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const cents = readMoneyInput(value);
    if (cents === null || cents < 0 || cents > MAX_MONEY_CENTS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return centsToMoney(cents);
  });
}

export const moneySchema = moneySchemaWith(nl.validation.priceInvalid);
