// What the review screen's procedures send, written out like the other answers about people
// (answers.ts): a pin names its author and who resolved it by name only, a reply carries no author id.
import { z } from './zod';

const person = z.string().nullable();

const reviewRound = z.object({
  id: z.string(),
  roundNumber: z.number(),
  readyAt: z.date(),
  feedbackAt: z.date().nullable(),
  previewLink: z.string().nullable(),
});

const pinReply = z.object({ id: z.string(), body: z.string(), createdAt: z.date(), authorName: person });

export const reviewPinAnswer = z.object({
  id: z.string(),
  number: z.number(),
  roundId: z.string(),
  roundNumber: z.number(),
  comment: z.string(),
  target: z.string(),
  pagePath: z.string().nullable(),
  selector: z.string().nullable(),
  textFallback: z.string().nullable(),
  elementRole: z.string().nullable(),
  elementName: z.string().nullable(),
  imageUploadId: z.string().nullable(),
  imageName: z.string().nullable(),
  xFraction: z.number(),
  yFraction: z.number(),
  viewportWidth: z.number().nullable(),
  viewportHeight: z.number().nullable(),
  browser: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  status: z.string(),
  resolvedAt: z.date().nullable(),
  createdAt: z.date(),
  authorName: person,
  resolverName: person,
  replies: z.array(pinReply),
});

/** The review screen: the preview's origin, the steps in review with their rounds, the chosen step's pins. */
export const reviewScreenAnswer = z.object({
  project: z.object({ id: z.string(), buildLink: z.string().nullable(), previewOrigin: z.string().nullable() }),
  steps: z.array(z.object({ id: z.string(), stepNumber: z.number(), stepName: z.string(), status: z.string(), rounds: z.array(reviewRound) })),
  stepId: z.string().nullable(),
  pins: z.array(reviewPinAnswer),
  images: z.array(z.object({ id: z.string(), fileName: z.string(), fileType: z.string(), createdAt: z.date() })),
  snippet: z.string().nullable(),
});

export const placedPinAnswer = z.object({ id: z.string(), number: z.number(), stepId: z.string(), roundId: z.string(), projectId: z.string() });
export const pinReplyAnswer = z.object({ id: z.string(), pinId: z.string(), createdAt: z.date() });
export const pinChangeAnswer = z.object({ id: z.string(), projectId: z.string(), number: z.number() });
