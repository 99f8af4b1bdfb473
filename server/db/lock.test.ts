import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

describe('lockDataDir (one process per embedded database)', () => {
  const dataDir = () => join(mkdtempSync(join(tmpdir(), 'nivaas-lock-')), 'pglite');

  it('refuses a folder a running process holds, and frees it on unlock', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/is in use by process \d+\. Stop the server first, or set DATABASE_URL\./);
    writeFileSync(`${dir}.lock`, '999999999');
    const unlock = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
