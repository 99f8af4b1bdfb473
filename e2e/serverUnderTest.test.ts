import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../server/test/temporaryFolder';
import { startServer, stopStarted } from './serverUnderTest';

/**
 * The e2e set-up leaves nothing running: a server that does not come up, or whose start is cut short
 * by a hook's timeout, is stopped (after a red run, three servers once outlived their files).
 */
function standIn(script: string) {
  const pidFile = join(temporaryFolder('nivaas-standin-'), 'pid');
  // Written aside and renamed into place: the file appears with its number in it. Created and then
  // written, a stop landing between the two left it empty, and Number('') is 0, which process.kill
  // takes for the whole process group: the check below found "it" still running.
  const record = `const fs = require('fs'); const file = process.env.PID_FILE;
    fs.writeFileSync(file + '.part', String(process.pid)); fs.renameSync(file + '.part', file);`;
  return {
    env: { PID_FILE: pidFile },
    command: ['-e', record + script],
    pid: () => Number(readFileSync(pidFile, 'utf8')),
    started: () => existsSync(pidFile),
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const neverAnswers = 'setInterval(() => {}, 1000);';

describe('startServer', () => {
  it('stops a server that does not answer in time', async () => {
    const server = standIn(neverAnswers);
    await expect(startServer(server.env, { command: server.command, startSeconds: 1 })).rejects.toThrow(
      'did not start within 1 s',
    );
    expect(isRunning(server.pid())).toBe(false);
  });

  it('stops a server whose start is cut short, as afterAll does after a timed-out beforeAll', async () => {
    const server = standIn(neverAnswers);
    const start = startServer(server.env, { command: server.command });
    await vi.waitFor(() => expect(server.started()).toBe(true), { timeout: 30_000 });
    await stopStarted();
    await expect(start).rejects.toThrow('stopped');
    expect(isRunning(server.pid())).toBe(false);
  });

  it('says so when the server stops before it answers', async () => {
    const server = standIn('process.exit(3);');
    await expect(startServer(server.env, { command: server.command })).rejects.toThrow(
      'the server stopped (3) before it answered',
    );
  });
});
