import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertSafeKey,
  createLocalStorage,
  createStorage,
  StorageNotFoundError,
  type Storage,
} from './index.js';
import { createS3Storage } from './s3.js';

const PROJECT = '3f0c9a52-7d1e-4b8a-9c61-2a5e8f0d4b17';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Yields some bytes, then fails, like a client that disconnects mid-upload. */
function failingStream(): Readable {
  async function* gen() {
    yield Buffer.alloc(64 * 1024, 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    yield Buffer.alloc(64 * 1024, 2);
    throw new Error('verbinding verbroken');
  }
  return Readable.from(gen());
}

async function freeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

interface Driver {
  name: 'local' | 's3';
  setup(): Promise<{ storage: Storage; teardown(): Promise<void>; listDir?: (dir: string) => Promise<string[]> }>;
}

const drivers: Driver[] = [
  {
    name: 'local',
    async setup() {
      const root = await freeTempDir('klantportaal-storage-');
      return {
        storage: createLocalStorage({ root }),
        listDir: (dir) => readdir(path.join(root, dir)).catch(() => []),
        teardown: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    async setup() {
      const directory = await freeTempDir('klantportaal-s3rver-');
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        directory,
        silent: true,
        configureBuckets: [{ name: 'test-bucket' }],
      });
      const { port } = (await server.run()) as AddressInfo;
      const storage = createS3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: 'test-bucket',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      return {
        storage,
        async teardown() {
          await storage.close();
          await server.close();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(drivers)('storage contract: $name', (driver) => {
  let storage: Storage;
  let teardown: () => Promise<void>;
  let listDir: ((dir: string) => Promise<string[]>) | undefined;

  beforeAll(async () => {
    ({ storage, teardown, listDir } = await driver.setup());
  });
  afterAll(async () => {
    await teardown?.();
  });

  it('reports its kind', () => {
    expect(storage.kind).toBe(driver.name);
  });

  it('round-trips bytes from a Buffer', async () => {
    const key = `${PROJECT}/a1b2c3.bin`;
    const bytes = Buffer.from([0, 1, 2, 255, 254, 0x0a, 0x0d, 0]);
    await storage.put(key, bytes, { contentType: 'application/octet-stream' });
    const { body, size } = await storage.get(key);
    expect(await readAll(body)).toEqual(bytes);
    expect(size).toBe(bytes.length);
  });

  it('round-trips a stream of unknown length', async () => {
    const key = `${PROJECT}/logo_v2-final.png`;
    const parts = [Buffer.alloc(100_000, 7), Buffer.from('één – twee', 'utf8'), Buffer.alloc(3, 9)];
    await storage.put(key, Readable.from(parts), { contentType: 'image/png' });
    const { body } = await storage.get(key);
    expect(await readAll(body)).toEqual(Buffer.concat(parts));
  });

  it('streams an object of unknown length in parts, and leaves nothing when the stream fails', async () => {
    const key = `${PROJECT}/export.zip`;
    // More than two S3 parts, made as it is read.
    const chunk = Buffer.alloc(1024 * 1024, 3);
    const chunks = 17;
    const made = Readable.from((function* () {
      for (let i = 0; i < chunks; i++) yield Buffer.concat([chunk, Buffer.from([i])]);
    })());
    expect(await storage.putStream(key, made, { contentType: 'application/zip' })).toEqual({ size: chunks * (chunk.length + 1) });
    const read = await readAll((await storage.get(key)).body);
    expect(read.length).toBe(chunks * (chunk.length + 1));
    expect(read[read.length - 1]).toBe(chunks - 1);

    const broken = `${PROJECT}/broken-export.zip`;
    await expect(storage.putStream(broken, failingStream(), { contentType: 'application/zip' })).rejects.toThrow('verbinding verbroken');
    expect(await storage.exists(broken)).toBe(false);
  });

  it('overwrites an existing key', async () => {
    const key = `${PROJECT}/overwrite.txt`;
    await storage.put(key, Buffer.from('eerste'), { contentType: 'text/plain' });
    await storage.put(key, Buffer.from('tweede'), { contentType: 'text/plain' });
    expect((await readAll((await storage.get(key)).body)).toString()).toBe('tweede');
  });

  it('tells whether a key exists and deletes it', async () => {
    const key = `${PROJECT}/to-delete.pdf`;
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('treats deleting an absent key as a no-op', async () => {
    await expect(storage.delete(`${PROJECT}/never-was.txt`)).resolves.toBeUndefined();
  });

  it('throws StorageNotFoundError for a missing key', async () => {
    await expect(storage.get(`${PROJECT}/missing.jpg`)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.get('other-project/missing.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../x', '/abs', 'a//b', 'a/../b', 'a/./b', 'a/', '', 'a\\b', 'a b', 'x'.repeat(301)])(
    'rejects the unsafe key %j in every operation',
    async (key) => {
      const body = Buffer.from('x');
      await expect(storage.put(key, body, { contentType: 'text/plain' })).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );

  it('leaves nothing behind when the stream errors midway', async () => {
    const dir = `${PROJECT}-failing`;
    const key = `${dir}/half-upload.zip`;
    await expect(storage.put(key, failingStream(), { contentType: 'application/zip' })).rejects.toThrow(
      'verbinding verbroken',
    );
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    if (listDir) expect(await listDir(dir)).toEqual([]);
  });

  it('keeps the previous object when a replacing stream fails', async () => {
    const key = `${PROJECT}/keep-me.txt`;
    await storage.put(key, Buffer.from('origineel'), { contentType: 'text/plain' });
    await expect(storage.put(key, failingStream(), { contentType: 'text/plain' })).rejects.toThrow();
    expect((await readAll((await storage.get(key)).body)).toString()).toBe('origineel');
  });
});

describe('assertSafeKey', () => {
  it('accepts the keys the app generates', () => {
    expect(() => assertSafeKey(`${PROJECT}/Xk3_9-aZ.pdf`)).not.toThrow();
    expect(() => assertSafeKey('a/b/c.tar.gz')).not.toThrow();
    expect(() => assertSafeKey('x'.repeat(300))).not.toThrow();
  });

  it('rejects path tricks', () => {
    for (const key of ['..', '.', 'a/..', '..a/b', 'a/b/', 'a\0b', 'a/b%2F..', 'ä/b', '~/x']) {
      expect(() => assertSafeKey(key), key).toThrow();
    }
  });
});

describe('createStorage', () => {
  it('uses the local folder without S3 config and S3 with it', async () => {
    const root = await freeTempDir('klantportaal-storage-');
    const local = await createStorage({ localRoot: root, s3: undefined });
    const s3 = await createStorage({
      localRoot: root,
      s3: {
        endpoint: 'http://127.0.0.1:1',
        region: 'us-east-1',
        bucket: 'b',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
      },
    });
    expect(local.kind).toBe('local');
    expect(s3.kind).toBe('s3');
    await Promise.all([local.close(), s3.close()]);
    await rm(root, { recursive: true, force: true });
  });
});
