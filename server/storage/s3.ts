import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertSafeKey, StorageNotFoundError, type Storage } from './types.js';

export interface S3StorageConfig {
  /** Custom endpoint (MinIO, s3rver); omit for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `true` for MinIO/s3rver (http://host/bucket/key instead of http://bucket.host/key). */
  forcePathStyle: boolean;
  /** Largest body `put` accepts; defaults to MAX_S3_PUT_BYTES. */
  maxBytes?: number | undefined;
  /** Defaults to S3_PATIENCE; tests shorten it. */
  patience?: S3Patience | undefined;
}

export interface S3Patience {
  /** To open a connection. */
  connectMs: number;
  /** Silence on an open connection (a hanging server, a stalled download). */
  idleMs: number;
  /** Tries per operation, the first included. */
  maxAttempts: number;
}

/**
 * The SDK's defaults wait without limit and try three times; while S3 is down an upload should
 * answer "Upload mislukt" within seconds instead, and the user can simply try again.
 */
export const S3_PATIENCE: S3Patience = { connectMs: 3_000, idleMs: 10_000, maxAttempts: 2 };

/**
 * Uploads are at most 20 MB per file (spec 9, enforced by the upload route
 * before it calls `put`); a little headroom so the route's limit always wins.
 */
export const MAX_S3_PUT_BYTES = 21 * 1024 * 1024;

/** S3 error names that mean "no object at this key". */
const NOT_FOUND_NAMES = new Set(['NoSuchKey', 'NotFound']);

function isNotFound(err: unknown): boolean {
  return err instanceof Error && NOT_FOUND_NAMES.has(err.name);
}

/**
 * Buffers because PutObject needs a known Content-Length and `@aws-sdk/lib-storage` is not a dependency; the upload route always
 * gives the length (its file is spooled to disk first), so only other callers end up here.
 */
async function collect(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    total += buf.length;
    if (total > maxBytes) {
      body.destroy();
      throw new Error(`Upload exceeds ${maxBytes} bytes`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, total);
}

/** A streamed object goes out in parts of this size (S3 wants at least 5 MiB for every part but the last): the most held at once. */
export const S3_STREAM_PART_BYTES = 8 * 1024 * 1024;

/** Cuts a stream into parts of `partBytes` (the last may be smaller), holding one part at a time. */
async function* partsOf(body: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  for await (const chunk of body) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    while (held + buf.length >= partBytes) {
      const take = partBytes - held;
      chunks.push(buf.subarray(0, take));
      yield Buffer.concat(chunks, partBytes);
      chunks = [];
      held = 0;
      buf = buf.subarray(take);
    }
    if (buf.length > 0) {
      chunks.push(buf);
      held += buf.length;
    }
  }
  if (held > 0 || chunks.length === 0) yield Buffer.concat(chunks, held);
}

/** Stores objects in one S3 (or S3-compatible) bucket, key = object key. */
export function createS3Storage(config: S3StorageConfig): Storage {
  const { bucket } = config;
  const maxBytes = config.maxBytes ?? MAX_S3_PUT_BYTES;
  const patience = config.patience ?? S3_PATIENCE;
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    maxAttempts: patience.maxAttempts,
    requestHandler: { connectionTimeout: patience.connectMs, socketTimeout: patience.idleMs },
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Only send/verify the newer flexible checksums when an operation demands
    // them: S3-compatible servers (MinIO versions, s3rver) do not all know them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',

    async put(key, body, opts) {
      assertSafeKey(key);
      // A stream of known length goes out as it is read (the upload route's spooled file); one of
      // unknown length is collected first, as PutObject needs the length up front.
      const streamed = !Buffer.isBuffer(body) && opts.contentLength !== undefined;
      const data = streamed ? body : Buffer.isBuffer(body) ? body : await collect(body, maxBytes);
      const length = streamed ? opts.contentLength! : (data as Buffer).length;
      if (length > maxBytes) {
        if (streamed) (body as Readable).destroy();
        throw new Error(`Upload exceeds ${maxBytes} bytes`);
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentLength: length,
          ContentType: opts.contentType,
        }),
      );
    },

    async putStream(key, body, opts) {
      assertSafeKey(key);
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: opts.contentType }));
      const parts: { ETag: string; PartNumber: number }[] = [];
      let size = 0;
      try {
        for await (const part of partsOf(body, S3_STREAM_PART_BYTES)) {
          const PartNumber = parts.length + 1;
          const sent = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: part, ContentLength: part.length }));
          parts.push({ ETag: sent.ETag ?? '', PartNumber });
          size += part.length;
        }
        await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
        return { size };
      } catch (err) {
        body.destroy();
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId })).catch(() => undefined);
        throw err;
      }
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = res.Body;
        // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
        if (!(body instanceof Readable)) throw new Error('S3 GetObject returned no readable body');
        return { body, ...(res.ContentLength !== undefined ? { size: res.ContentLength } : {}) };
      } catch (err) {
        if (isNotFound(err)) throw new StorageNotFoundError(key);
        throw err;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },

    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
