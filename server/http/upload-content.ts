import { fileTypeFromBuffer } from 'file-type';
import type { AllowedExtension } from '../../src/domain/uploads';

// Does a file's content match its extension? The extension decides how the file is stored and
// served, so a script renamed to .png or a binary renamed to .txt is refused.

/** Microsoft's Compound File Binary header: every legacy Word .doc starts with it. */
const OLE_CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What file-type may report for each extension (an animated PNG is still a PNG). */
const DETECTED_TYPES: Record<Exclude<AllowedExtension, 'txt' | 'doc'>, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  pdf: ['pdf'],
  // file-type reads the zip's [Content_Types].xml to tell a Word document from any other zip.
  docx: ['docx'],
};

/** Valid UTF-8 (a BOM is fine) with no NUL byte: what a person calls a text file. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
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
