// An extra module the admin offers; a new module starts active and one-off unless said otherwise.
import { z } from 'zod';
import { moneySchema } from '@/src/domain/money';
import { nl } from '@/src/text/nl';
import { requiredText } from './fields';

const required = nl.validation.requiredFields;

export const upsellModuleSchema = z.object({
  title: requiredText(required),
  description: requiredText(required, 2000),
  price: moneySchema,
  isRecurring: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export type UpsellModuleInput = z.input<typeof upsellModuleSchema>;
export type UpsellModule = z.output<typeof upsellModuleSchema>;
