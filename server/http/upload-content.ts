import { fileTypeFromBuffer } from 'file-type';
import type { AllowedExtension } from '@/src/domain/uploads';

// Does a file's content match its extension? The extension decides how the file is stored and
// served, so a script renamed to .png or a binary renamed to .txt is refused.

/** Microsoft's Compound File Binary header: every legacy Word .doc starts with it. */
export const OLE_CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What file-type may report for each extension (an animated PNG is still a PNG). */
export const DETECTED_TYPES: Record<Exclude<AllowedExtension, 'txt' | 'doc'>, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  pdf: ['pdf'],
  // file-type reads the zip's [Content_Types].xml to tell a Word document from any other zip.
  docx: ['docx'],
};

/** Tab, line feed, form feed, carriage return and Ctrl-Z (old DOS end of file) occur in text files. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1a]);

/**
 * What a person calls a text file: no NUL and no other control bytes below 0x20. Any 8-bit
 * encoding passes, so a Notepad file in Windows-1252 ("café") is as welcome as UTF-8.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  return bytes.every((byte) => byte >= 0x20 || TEXT_CONTROLS.has(byte));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

export async function contentMatchesExtension(extension: AllowedExtension, bytes: Uint8Array): Promise<boolean> {
  if (extension === 'txt') return isPlainText(bytes);
  if (extension === 'doc') return startsWith(bytes, OLE_CFB_SIGNATURE);
  try {
    const detected = await fileTypeFromBuffer(bytes);
    return detected !== undefined && DETECTED_TYPES[extension].includes(detected.ext);
  } catch {
    // A malformed file the detector chokes on is not a file of this type either.
    return false;
  }
}

const RFC5987_EXTRA = /['()*]/g;

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987), so a
 * browser always saves the file and never renders it in our origin.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'bestand';
  const encoded = encodeURIComponent(fileName).replace(RFC5987_EXTRA, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
