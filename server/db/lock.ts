import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The pid in a lock file, or null when there is no such file. */
function holderOf(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8'));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Creates the lock file with our pid in one step (a link of a written file), or answers false. */
function createLock(lockFile: string): boolean {
  const written = `${lockFile}.${process.pid}.new`;
  writeFileSync(written, String(process.pid));
  try {
    linkSync(written, lockFile);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(written, { force: true });
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder (the staff CLI while
 * the server runs) would corrupt it. A pid file next to the folder keeps the second one out. A
 * lock whose process has ended is taken over, by exactly one of the processes that find it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const unlock = () => rmSync(lockFile, { force: true });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (createLock(lockFile)) return unlock;
    const holder = holderOf(lockFile);
    if (holder === null) continue;
    if (holder === process.pid) return unlock;
    if (isRunning(holder))
      throw new Error(
        `The embedded database ${dataDir} is in use by process ${holder}. Stop the server first, or set DATABASE_URL.`,
      );
    // A lock left by a process that has ended: move it aside under a name only we use, then check
    // that what moved is that stale lock, not the fresh one of a process that took over first.
    const aside = `${lockFile}.${process.pid}.stale`;
    try {
      renameSync(lockFile, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    if (holderOf(aside) !== holder) {
      try {
        linkSync(aside, lockFile);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
    }
    rmSync(aside, { force: true });
  }
  throw new Error(`Could not lock the embedded database ${dataDir}: other processes keep taking it. Try again.`);
}
