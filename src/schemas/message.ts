// A message in a project's communication thread; whitespace-only is never sent.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { requiredText } from './fields';

export const MESSAGE_MAX_LENGTH = 5000;

export const messageTextSchema = requiredText(nl.validation.required, MESSAGE_MAX_LENGTH);

export const messageSchema = z.object({ message: messageTextSchema });

export type MessageInput = z.input<typeof messageSchema>;
