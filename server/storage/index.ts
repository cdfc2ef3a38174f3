import { createLocalStorage } from './local.js';
import { createS3Storage, type S3StorageConfig } from './s3.js';
import type { Storage } from './types.js';

export { createLocalStorage, type LocalStorageConfig } from './local.js';
export { createS3Storage, MAX_S3_PUT_BYTES, type S3StorageConfig } from './s3.js';
export {
  assertSafeKey,
  MAX_KEY_LENGTH,
  StorageNotFoundError,
  UnsafeStorageKeyError,
  type Storage,
} from './types.js';

export interface StorageConfig {
  /** Set (from S3_ENDPOINT, S3_BUCKET, keys) in production: use S3/MinIO. */
  s3?: S3StorageConfig | undefined;
  /** Folder used when no S3 config is given, e.g. `./data/uploads`. */
  localRoot: string;
}

/** S3 when configured, otherwise a local folder (the no-set-up default). */
export function createStorage(config: StorageConfig): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage({ root: config.localRoot });
}
