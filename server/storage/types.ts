import type { Readable } from 'node:stream';

export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Writes body under key; the upload route streams the checked file from its spool with its
   * length. Rejects, leaving nothing behind, if writing fails midway.
   */
  put(key: string, body: Readable | Buffer, opts: { contentType: string; contentLength?: number }): Promise<void>;
  /**
   * For streams of unknown length (a data export's ZIP as it is made), never held whole: local streams to a temp file, S3 sends
   * parts of S3_STREAM_PART_BYTES. Rejects, leaving nothing behind, if the stream or the write fails.
   */
  putStream(key: string, body: Readable, opts: { contentType: string }): Promise<{ size: number }>;
  /** Throws StorageNotFoundError when absent. */
  get(key: string): Promise<{ body: Readable; size?: number }>;
  /** Removes key; an absent key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`Storage object not found: ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'UnsafeStorageKeyError';
  }
}

export const MAX_KEY_LENGTH = 300;

const SAFE_KEY = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/**
 * The single gate for storage keys, against path tricks: `[a-zA-Z0-9._-]` segments joined by single '/', no leading or trailing '/',
 * no '..' anywhere, no '.' segment, at most 300 characters. Throws UnsafeStorageKeyError.
 */
export function assertSafeKey(key: string): void {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > MAX_KEY_LENGTH ||
    !SAFE_KEY.test(key) ||
    key.includes('..') ||
    key.split('/').some((segment) => segment === '.')
  ) {
    throw new UnsafeStorageKeyError(String(key));
  }
}
