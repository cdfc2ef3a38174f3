import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

/**
 * A refusal about one field of the form, shaped like a validation error: the errorFormatter turns it
 * into the Dutch message, and the browser's form puts it under that field.
 */
export function fieldError(field: string, message: string, value?: unknown): TRPCError {
  const cause = new ZodError([{ code: 'custom', path: [field], message, input: value }]);
  return new TRPCError({ code: 'BAD_REQUEST', message, cause });
}
