import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stressRun, summaryLine, wallTime } from './testStress.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm run test:stress', () => {
  it('reads the suite summary line that scripts/test.mjs prints last', () => {
    const log = '  stories (Chromium): 900 passed, 0 failed\n1100 passed, 0 failed\n';
    expect(summaryLine(log)).toBe('1100 passed, 0 failed');
    expect(summaryLine('✖ Typecheck failed\n')).toBeUndefined();
    expect(wallTime(1_503_400)).toBe('25 min 3 s');
    expect(wallTime(42_000)).toBe('42 s');
  });

  it('runs the command in a fresh clone of HEAD beside the hogs, then removes the clone and stops the hogs', async () => {
    const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    let output = '';
    const result = await stressRun({
      repo: process.cwd(),
      // What .ci/run would see: a clean checkout of HEAD, without this checkout's node_modules.
      command: 'git rev-parse HEAD; test -e node_modules || echo "no node_modules"; echo "3 passed, 0 failed"; exit 3',
      hogs: 2,
      write: (chunk) => (output += chunk),
    });
    expect(output).toContain(`${head}\nno node_modules\n`);
    expect(result).toMatchObject({ exitCode: 3, summary: '3 passed, 0 failed' });
    expect(result.hogPids).toHaveLength(2);
    expect(existsSync(result.clone)).toBe(false);
    await expect.poll(() => result.hogPids.filter(alive)).toEqual([]);
  }, 60_000);

  it('cleans up after a run that fails without a summary line', async () => {
    const result = await stressRun({ repo: process.cwd(), command: 'exit 127', hogs: 1, write: () => {} });
    expect(result.exitCode).toBe(127);
    expect(result.summary).toBeUndefined();
    expect(existsSync(result.clone)).toBe(false);
    await expect.poll(() => result.hogPids.filter(alive)).toEqual([]);
  }, 60_000);
});
