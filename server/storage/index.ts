import { createLocalStorage } from './local.js';
import type { S3StorageConfig } from './s3.js';
import type { Storage } from './types.js';

export { createLocalStorage, type LocalStorageConfig } from './local.js';
export type { S3StorageConfig } from './s3.js';
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

/** S3 when configured, otherwise a local folder (the no-set-up default); the S3 client loads only when configured. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (!config.s3) return createLocalStorage({ root: config.localRoot });
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config.s3);
}
