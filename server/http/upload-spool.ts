import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { AllowedExtension } from '@/src/domain/uploads';
import { DETECTED_TYPES, isPlainText, OLE_CFB_SIGNATURE } from './upload-content';

// Files are spooled to disk, never held whole in memory; the checks need all of a file (a .docx's zip entries, a .txt to its end).
// The spool file goes in every outcome.

export interface SpooledFile {
  path: string;
  size: number;
  /** Busboy stopped at the size limit: the file is larger than allowed. */
  truncated: boolean;
  /** Removes the spool file; safe to call more than once. */
  remove(): Promise<void>;
}

/** Writes the incoming file to a fresh spool file under `dir`, counting its bytes. */
export async function spoolFile(file: Readable & { truncated?: boolean }, dir: string): Promise<SpooledFile> {
  await mkdir(dir, { recursive: true });
  const spoolPath = path.join(dir, `${randomUUID()}.part`);
  const remove = () => rm(spoolPath, { force: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, counter, createWriteStream(spoolPath, { flags: 'wx' }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: spoolPath, size, truncated: Boolean(file.truncated), remove };
}

async function startsWith(filePath: string, signature: readonly number[]): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(signature.length), 0, signature.length, 0);
    return bytesRead === signature.length && signature.every((byte, index) => buffer[index] === byte);
  } finally {
    await handle.close();
  }
}

async function isPlainTextFile(filePath: string): Promise<boolean> {
  for await (const chunk of createReadStream(filePath)) {
    if (!isPlainText(chunk as Buffer)) return false;
  }
  return true;
}

/** Does the spooled file's content match its extension (see upload-content.ts for the rules)? */
export async function spooledContentMatches(extension: AllowedExtension, filePath: string): Promise<boolean> {
  if (extension === 'txt') return isPlainTextFile(filePath);
  if (extension === 'doc') return startsWith(filePath, OLE_CFB_SIGNATURE);
  try {
    const detected = await fileTypeFromFile(filePath);
    return detected !== undefined && DETECTED_TYPES[extension].includes(detected.ext);
  } catch {
    // A malformed file the detector chokes on is not a file of this type either.
    return false;
  }
}

/** Free bytes for an unprivileged writer on the disk that holds `dir` (or its nearest existing parent). */
export async function freeDiskBytes(dir: string): Promise<number> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
}
