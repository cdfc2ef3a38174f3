import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_PIN_SCREENSHOT_BYTES } from '@/src/domain/review';
import type { Storage } from '@/server/storage/types';

// The screenshot a pin carries: sent by the review screen as a data: URL (the snippet made it), kept
// in storage beside the project's files and counted against the same upload quotas.

export interface DecodedScreenshot {
  bytes: Buffer;
  type: 'image/jpeg' | 'image/png';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image in a data: URL, when it is the JPEG or PNG it says it is and not too large; null otherwise. */
export function decodeScreenshot(dataUrl: string): DecodedScreenshot | null {
  const match = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const type = match[1] as DecodedScreenshot['type'];
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_PIN_SCREENSHOT_BYTES) return null;
  const magic = type === 'image/png' ? PNG : JPEG;
  return bytes.subarray(0, magic.length).equals(magic) ? { bytes, type } : null;
}

/** Stores the screenshot under a key of ours in the project's folder; the caller records it or removes it. */
export async function storePinScreenshot(storage: Storage, projectId: string, screenshot: DecodedScreenshot): Promise<string> {
  const key = `${projectId}/pins/${randomUUID()}.${screenshot.type === 'image/png' ? 'png' : 'jpg'}`;
  await storage.put(key, screenshot.bytes, { contentType: screenshot.type, contentLength: screenshot.bytes.length });
  return key;
}

/** Removes a stored screenshot whose pin was not recorded; a failure is logged, the object orphaned. */
export async function discardPinScreenshot(storage: Storage, log: FastifyBaseLogger, key: string): Promise<void> {
  await storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'orphaned pin screenshot'));
}
