// Content uploads (spec 5/9): which files a client may upload and how large. The browser checks
// first for a quick message; the server checks again, and also sniffs the content.
import { uploadsText as uploadText } from '@/src/text/nl/uploads';

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

export function isAllowedExtension(extension: string): extension is AllowedExtension {
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
  if (!isAllowedFileName(file.name)) return uploadText.uploads.typeNotAllowed(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return uploadText.uploads.tooLarge(file.name);
  return null;
}

/** Files per upload request; the server refuses the rest. */
/**
 * What POST /api/projects/:projectId/uploads answers. Plain JSON (not tRPC), so its one timestamp
 * travels as an ISO string.
 */
export interface UploadResponse {
  uploaded: { id: string; projectId: string; fileName: string; fileType: string; fileSize: number; createdAt: string; downloadUrl: string }[];
  skipped: SkippedFile[];
}

export interface SkippedFile {
  fileName: string;
  message: string;
}

export const MAX_FILES_PER_UPLOAD = 10;

/** Upload requests one user may have running at once (each spools its file on the server's disk). */
export const MAX_CONCURRENT_UPLOADS = 3;
export const MAX_FILE_NAME_LENGTH = 200;

/** Where the browser posts files (multipart, field name free) for a project. */
export function projectUploadPath(projectId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/uploads`;
}

/** The access-checked download address of an uploaded file. */
export function uploadDownloadPath(uploadId: string): string {
  return `/api/files/${encodeURIComponent(uploadId)}`;
}

// C0/C1 control characters and the bidi controls that can disguise an extension ("gpj.exe").
function isInvisibleOrControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The name we keep for display only (never as a storage key): the last path segment without
 * control characters or leading dots, at most MAX_FILE_NAME_LENGTH characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const visible = Array.from(lastSegment.normalize('NFC'))
    .filter((char) => !isInvisibleOrControl(char.codePointAt(0) ?? 0))
    .join('');
  const name = visible.trim().replace(/^\.+/, '').trim();
  const chars = Array.from(name);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  const extension = fileExtension(name);
  const suffix = extension ? `.${extension}` : '';
  return chars.slice(0, MAX_FILE_NAME_LENGTH - suffix.length).join('') + suffix;
}
