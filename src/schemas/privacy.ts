// Erasure and data export: the password that confirms an erasure request, an admin's decision with its reason.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { currentPasswordSchema } from './account-security';
import { idSchema, requiredText, LONG_TEXT_MAX } from './fields';
import { pageSchema } from './list';

export const requestErasureSchema = z.object({ password: currentPasswordSchema });

export const erasureDecisionSchema = z.object({
  requestId: idSchema(privacyWords.erasure.notFound),
  approve: z.boolean({ error: nl.validation.invalidChoice }),
  reason: requiredText(privacyWords.erasure.reasonRequired, LONG_TEXT_MAX),
});

export const erasureListSchema = z.object({ page: pageSchema });

export const exportIdSchema = z.object({ exportId: idSchema(privacyWords.dataExport.notFound) });
