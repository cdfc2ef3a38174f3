import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, StorageNotFoundError, type Storage } from './types.js';

export interface LocalStorageConfig {
  /** Folder that holds all objects, e.g. `./data/uploads`. Created when missing. */
  root: string;
}

/** Error codes that mean "there is no file at this key". */
const ABSENT_CODES = new Set(['ENOENT', 'ENOTDIR']);

function isAbsent(err: unknown): boolean {
  return ABSENT_CODES.has((err as NodeJS.ErrnoException | null)?.code ?? '');
}

/** Stores objects as plain files below `root`, one file per key. */
export function createLocalStorage(config: LocalStorageConfig): Storage {
  const root = path.resolve(config.root);

  function fileFor(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // Belt and braces: assertSafeKey already makes escaping impossible.
    if (!file.startsWith(root + path.sep)) throw new Error('Storage key escapes root');
    return file;
  }

  async function statFile(key: string) {
    const file = fileFor(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size } : null;
    } catch (err) {
      if (isAbsent(err)) return null;
      throw err;
    }
  }

  return {
    kind: 'local',

    async put(key, body, _opts) {
      const file = fileFor(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      // Temp file in the same folder, then rename: atomic on one file system, so readers never see a partial file
      // and a failed stream leaves nothing at `key`.
      const tmp = path.join(dir, `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const out = createWriteStream(tmp, { flags: 'wx' });
      try {
        await pipeline(source, out);
        await rename(tmp, file);
      } catch (err) {
        // The file may still be opening when the pipeline fails: wait until
        // the stream has released it, then remove the partial temp file.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    },

    async putStream(key, body, opts) {
      await this.put(key, body, opts);
      const stored = await statFile(key);
      return { size: stored?.size ?? 0 };
    },

    async get(key) {
      const found = await statFile(key);
      if (!found) throw new StorageNotFoundError(key);
      return { body: createReadStream(found.file), size: found.size };
    },

    async delete(key) {
      const file = fileFor(key);
      try {
        await unlink(file);
      } catch (err) {
        if (!isAbsent(err)) throw err;
      }
    },

    async exists(key) {
      return (await statFile(key)) !== null;
    },

    async close() {},
  };
}
