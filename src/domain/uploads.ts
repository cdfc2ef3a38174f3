// Content uploads (spec 5/9): which files a client may upload and how large. The browser checks
// first for a quick message; the server checks again, and also sniffs the content.
import { nl } from '../text/nl';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'txt'] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

export const UPLOAD_MIME_TYPES: Record<AllowedExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

/** For `<input type="file" accept=…>`. */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Lower-cased part after the last dot; '' when there is none (also for '.env'-like names). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isAllowedExtension(extension: string): extension is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}

export function isAllowedFileName(name: string): boolean {
  return isAllowedExtension(fileExtension(name));
}

/** The MIME type a file of this name should have, or null when the type is not allowed. */
export function expectedMimeType(name: string): string | null {
  const extension = fileExtension(name);
  return isAllowedExtension(extension) ? UPLOAD_MIME_TYPES[extension] : null;
}

/** null when the file may be uploaded, else the Dutch reason it is skipped. */
export function checkUploadFile(file: { name: string; size: number }): string | null {
  if (!isAllowedFileName(file.name)) return nl.uploads.typeNotAllowed(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return nl.uploads.tooLarge(file.name);
  return null;
}
