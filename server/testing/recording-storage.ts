import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage, type Storage } from '@/server/storage/index';

/**
 * A local-folder storage whose puts can be made to fail or to run something first (to break
 * the database insert that follows), with the folder exposed so tests see every file on disk.
 */
export function recordingStorage() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-recorded-'));
  const inner = createLocalStorage({ root });
  const control = {
    root,
    failPut: false,
    afterPut: undefined as (() => Promise<void>) | undefined,
    puts: [] as string[],
    /** Every stored file, as keys relative to the root. */
    files(): string[] {
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
        .map((entry) => entry.split(path.sep).join('/'))
        .sort();
    },
    reset() {
      control.failPut = false;
      control.afterPut = undefined;
      control.puts.length = 0;
    },
    remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  const storage: Storage = {
    ...inner,
    async put(key, body, opts) {
      control.puts.push(key);
      if (control.failPut) throw new Error('opslag onbereikbaar');
      await inner.put(key, body, opts);
      await control.afterPut?.();
    },
  };
  return { storage, control };
}
