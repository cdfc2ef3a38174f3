// The notification centre's inputs: a page of the panel, one notification, one mail choice.
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { notificationCentreText as centre } from '@/src/text/nl/notification-centre';
import { MAIL_OPTIONAL_KINDS, type MailOptionalKind } from '@/src/domain/notifications';

export const notificationPageSchema = z.object({ cursor: z.guid({ error: nl.validation.invalidChoice }).nullish() });

export const notificationIdSchema = z.object({ notificationId: z.guid(centre.notificationCentre.notFound) });

const mailOptionalKinds = Object.keys(MAIL_OPTIONAL_KINDS) as [MailOptionalKind, ...MailOptionalKind[]];

export const mailPreferenceSchema = z.object({
  kind: z.enum(mailOptionalKinds, { error: nl.validation.invalidChoice }),
  mail: z.boolean({ error: nl.validation.invalidChoice }),
});
