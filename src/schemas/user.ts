// User management by the admin (spec 2, Gebruikersbeheer).
import { z } from './zod';
import { ROLES } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { idSchema } from './fields';
import { listQuerySchema } from './list';

export const userIdSchema = idSchema(nl.users.notFound);

export const userListSchema = listQuerySchema.extend({
  role: z.enum(ROLES, { error: nl.validation.invalidChoice }).optional().catch(undefined),
  /** With a role: also users without any role, e.g. the client picker, where a registered user who has not onboarded yet counts. */
  withoutRole: z.boolean().optional().catch(undefined),
});

export const setRoleSchema = z.object({
  userId: userIdSchema,
  role: z.enum(ROLES, { error: nl.validation.invalidChoice }),
});

export type UserListQuery = z.input<typeof userListSchema>;
