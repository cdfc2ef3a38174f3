// Kept apart from the invoice schemas: the refund dialog sits on two admin pages, and pulling invoice.ts into both split shared
// modules out of the entry chunk, to run before the browser's zod configuration (client/lib/zod-config.ts).
import { z } from 'zod';
import { moneyToCents } from '@/src/domain/money';
import { moneySchemaWith } from './money';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { idSchema, requiredText } from './fields';

/** An amount (VAT included: what goes back) and a reason, for the credit note. */
export const refundSchema = z.object({
  amount: moneySchemaWith(refundText.refunds.required).refine((amount) => moneyToCents(amount) > 0, refundText.refunds.required),
  reason: requiredText(refundText.refunds.required, 300),
});

export type RefundInput = z.input<typeof refundSchema>;

/** A module purchase's refund: which purchase of the project, then as refundSchema. */
export const purchaseRefundSchema = refundSchema.extend({ purchaseId: idSchema(moduleWords.modules.purchaseNotFound) });
