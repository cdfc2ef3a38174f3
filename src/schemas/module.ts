// An extra module the admin offers; a new module starts active and one-off unless said otherwise.
import { z } from './zod';
import { moneySchema } from './money';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { idSchema, requiredText } from './fields';

const required = nl.validation.requiredFields;

export const moduleSchema = z.object({
  title: requiredText(required),
  description: requiredText(required, 2000),
  price: moneySchema,
  isRecurring: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export type ModuleInput = z.input<typeof moduleSchema>;

export const moduleIdSchema = idSchema(moduleWords.modules.notFound);

export const updateModuleSchema = moduleSchema.omit({ isActive: true }).extend({ moduleId: moduleIdSchema });
export const setModuleActiveSchema = z.object({ moduleId: moduleIdSchema, isActive: z.boolean() });

/** Buying a module: which one; the project comes with the project procedure, the price from the server. */
export const buyModuleSchema = z.object({ moduleId: moduleIdSchema });

/** The return page asks about its own payment by the portal's payment id (modules and invoice pay links alike). */
export const paymentReturnSchema = z.object({ paymentId: idSchema(paymentsText.payments.paymentNotFound) });
