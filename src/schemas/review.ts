// Review inputs: a pin on the preview or on an image, a reply in a pin's thread. The server checks the
// screenshot's bytes again after decoding; the browser's form reads the same comment rule.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { reviewText } from '@/src/text/nl/review';
import {
  MAX_PIN_PATH_LENGTH,
  MAX_PIN_SCREENSHOT_BYTES,
  MAX_PIN_SELECTOR_LENGTH,
  MAX_PIN_TEXT_LENGTH,
  PIN_ELEMENT_ROLES,
} from '@/src/domain/review';
import { idSchema, LONG_TEXT_MAX, requiredText } from './fields';
import { timelineText } from '@/src/text/nl/timeline';

const fraction = z.number({ error: nl.validation.invalidChoice }).min(0).max(1);
const viewportSize = z.number({ error: nl.validation.invalidChoice }).int().min(1).max(100_000);
const shortText = (max: number) => z.string({ error: nl.validation.invalidChoice }).max(max);

/** A JPEG or PNG as a base64 data: URL, no larger than MAX_PIN_SCREENSHOT_BYTES once decoded. */
const SCREENSHOT = /^data:image\/(?:jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;
const MAX_SCREENSHOT_URL_LENGTH = Math.ceil(MAX_PIN_SCREENSHOT_BYTES / 3) * 4 + 30;

export const pinCommentSchema = z.object({
  comment: requiredText(nl.validation.required, LONG_TEXT_MAX),
});

export const pagePinSchema = z.object({
  target: z.literal('page'),
  path: z.string({ error: nl.validation.invalidChoice }).min(1).max(MAX_PIN_PATH_LENGTH).startsWith('/'),
  selector: z.string({ error: nl.validation.invalidChoice }).min(1).max(MAX_PIN_SELECTOR_LENGTH),
  textFallback: shortText(MAX_PIN_TEXT_LENGTH).nullable(),
  elementRole: z.enum(PIN_ELEMENT_ROLES, { error: nl.validation.invalidChoice }),
  elementName: shortText(MAX_PIN_TEXT_LENGTH).nullable(),
  xFraction: fraction,
  yFraction: fraction,
  viewportWidth: viewportSize,
  viewportHeight: viewportSize,
  screenshot: z
    .string({ error: reviewText.review.screenshotInvalid })
    .max(MAX_SCREENSHOT_URL_LENGTH, reviewText.review.screenshotInvalid)
    .regex(SCREENSHOT, reviewText.review.screenshotInvalid)
    .nullable(),
});

export const imagePinSchema = z.object({
  target: z.literal('image'),
  uploadId: idSchema(reviewText.review.imageNotFound),
  xFraction: fraction,
  yFraction: fraction,
});

export const placePinSchema = pinCommentSchema.extend({
  stepId: idSchema(timelineText.timeline.stepNotFound),
  where: z.discriminatedUnion('target', [pagePinSchema, imagePinSchema], { error: nl.validation.invalidChoice }),
});

export const pinIdSchema = z.object({ pinId: idSchema(reviewText.review.pinNotFound) });

export const pinReplySchema = pinIdSchema.extend({
  body: requiredText(nl.validation.required, LONG_TEXT_MAX),
});

export const reviewScreenSchema = z.object({ stepId: idSchema(timelineText.timeline.stepNotFound).nullish() });

export type PlacePinInput = z.input<typeof placePinSchema>;
export type PagePin = z.output<typeof pagePinSchema>;
