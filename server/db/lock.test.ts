import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../test/temporaryFolder';
import { lockDataDir } from './lock';

const dataDir = () => join(temporaryFolder('nivaas-lock-'), 'pglite');
/** A pid no process has (above Linux's pid_max). */
const ENDED_PROCESS = '999999999';

/**
 * A process that waits for 'go' on stdin, tries the lock, prints 'won' or 'lost', and keeps what
 * it won until stdin closes (so a winner is alive while the others try).
 */
const contender = `
  import { createInterface } from 'node:readline';
  import { lockDataDir } from ${JSON.stringify(new URL('./lock.ts', import.meta.url).pathname)};
  const lines = createInterface({ input: process.stdin });
  console.log('ready');
  lines.once('line', () => {
    try { lockDataDir(process.argv[1]); console.log('won'); } catch { console.log('lost'); }
  });
`;

function startContender(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', contender, dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return { child, next };
}

describe('lockDataDir (one process per embedded database)', () => {
  it('refuses a folder a running process holds, and frees it on unlock', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/is in use by process \d+\. Stop the server first, or set DATABASE_URL\./);
    writeFileSync(`${dir}.lock`, ENDED_PROCESS);
    const unlock = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('gives a stale lock to exactly one of several processes taking it over at once', async () => {
    for (let trial = 0; trial < 5; trial += 1) {
      const dir = dataDir();
      writeFileSync(`${dir}.lock`, ENDED_PROCESS);
      const contenders = Array.from({ length: 3 }, () => startContender(dir));
      await Promise.all(contenders.map(({ next }) => next()));
      const outcomes = contenders.map(({ next }) => next());
      for (const { child } of contenders) child.stdin.write('go\n');
      expect((await Promise.all(outcomes)).sort()).toEqual(['lost', 'lost', 'won']);
      for (const { child } of contenders) child.stdin.end();
    }
  }, 120_000);
});
