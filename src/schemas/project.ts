// Admin and developer project inputs. Routers combine these fields with the project id.
import { z } from './zod';
import { PACKAGE_TYPES } from '@/src/domain/packages';
import { PROJECT_STATUSES } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { idSchema, optionalIdSchema, optionalWebsiteUrl } from './fields';

const required = nl.validation.newProjectRequired;

export const newProjectSchema = z.object({
  clientId: idSchema(required),
  packageType: z.enum(PACKAGE_TYPES, { error: required }),
  developerId: optionalIdSchema(),
});

export const projectStatusSchema = z.enum(PROJECT_STATUSES, { error: nl.validation.invalidChoice });

/** '', 'none' or null unassigns the developer. */
export const developerIdSchema = optionalIdSchema();

/** The preview link; blank removes it. */
export const buildLinkSchema = optionalWebsiteUrl();

export type NewProjectInput = z.input<typeof newProjectSchema>;
export type NewProject = z.output<typeof newProjectSchema>;
