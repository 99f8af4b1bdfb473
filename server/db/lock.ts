import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second process opening the same folder (the staff CLI while
 * the server runs) would corrupt it. A pid file next to the folder keeps the second one out.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder !== process.pid && isRunning(holder))
      throw new Error(
        `The embedded database ${dataDir} is in use by process ${holder}. Stop the server first, or set DATABASE_URL.`,
      );
    // A lock left by a process that has ended.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
