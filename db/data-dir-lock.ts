import fs from 'node:fs';
import path from 'node:path';

// The embedded database is single-process: a second process opening the same folder
// would corrupt it, so the first one holds a pid lock file.

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `De database in ${dataDir} is al in gebruik door proces ${pid}. Stop dat proces eerst. ` +
        `(The embedded database in ${dataDir} is in use by process ${pid}; stop it first, or set DATABASE_URL.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): { release(): void } {
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs.rmSync(lockPath, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Kon de database-lock in ${dataDir} niet verkrijgen`);
}
