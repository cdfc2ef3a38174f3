// Admin and developer project inputs. Routers combine these fields with the project id.
import { z } from './zod';
import { PACKAGE_TYPES } from '@/src/domain/packages';
import { PROJECT_STATUSES } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { isAllowedBuildLink } from '@/src/domain/review';
import { idSchema, isWebsiteUrl, normalizeWebsiteUrl, optionalIdSchema, optionalText } from './fields';

const required = nl.validation.newProjectRequired;

export const newProjectSchema = z.object({
  clientId: idSchema(required),
  packageType: z.enum(PACKAGE_TYPES, { error: required }),
  developerId: optionalIdSchema(),
});

export const projectStatusSchema = z.enum(PROJECT_STATUSES, { error: nl.validation.invalidChoice });

/** '', 'none' or null unassigns the developer. */
export const developerIdSchema = optionalIdSchema();

/**
 * The preview link, which the review screen frames; blank removes it. https, or http on localhost
 * and 127.0.0.1 (the server refuses those in production: isAllowedBuildLink).
 */
export const buildLinkSchema = optionalText(2000)
  .transform((value) => (value === null ? null : normalizeWebsiteUrl(value)))
  .refine((value) => value === null || isWebsiteUrl(value) || isAllowedBuildLink(value, { production: false }), nl.validation.urlInvalid)
  .refine((value) => value === null || isAllowedBuildLink(value, { production: false }), nl.validation.buildLinkHttps);

export type NewProjectInput = z.input<typeof newProjectSchema>;
export type NewProject = z.output<typeof newProjectSchema>;
