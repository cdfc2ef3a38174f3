// Inviting a user (Gebruikersbeheer) and accepting the invitation from the mailed link.
import { z } from './zod';
import { ROLES } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { SHORT_TEXT_MAX, idSchema } from './fields';
import { emailSchema, passwordSchema } from './auth';

// An invitation token is 32 base32 characters; anything far longer is not one of ours.
const TOKEN_MAX_LENGTH = 200;

export const inviteUserSchema = z.object({
  fullName: z
    .string({ error: nl.validation.fullNameRequired })
    .trim()
    .min(1, nl.validation.fullNameRequired)
    .max(SHORT_TEXT_MAX, nl.validation.fullNameTooLong(SHORT_TEXT_MAX)),
  email: emailSchema,
  role: z.enum(ROLES, { error: nl.validation.invalidChoice }),
});

export const invitationIdSchema = z.object({ invitationId: idSchema(t.notFound) });

const tokenSchema = z.string({ error: t.invalid }).min(1, t.invalid).max(TOKEN_MAX_LENGTH, t.invalid);

export const invitationTokenSchema = z.object({ token: tokenSchema });

export const acceptInvitationSchema = z.object({ token: tokenSchema, password: passwordSchema });

export type InviteUserInput = z.infer<typeof inviteUserSchema>;
