// The staff's project list inputs; the project procedures add the project id.
import { z } from './zod';
import { checklistText as checklistWords } from '@/src/text/nl/checklist';
import { idSchema } from './fields';
import { buildLinkSchema, developerIdSchema, projectStatusSchema } from './project';

export const assignDeveloperSchema = z.object({ developerId: developerIdSchema });
export const setStatusSchema = z.object({ status: projectStatusSchema });
export const setBuildLinkSchema = z.object({ buildLink: buildLinkSchema });
export const checklistItemIdSchema = z.object({ itemId: idSchema(checklistWords.checklist.notFound) });
