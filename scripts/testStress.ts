// `npm run test:stress` (issue 20): `.ci/run` green from a fresh clone while CPU hogs keep every core
// busy, as on a shared CI runner; no test may depend on how fast the machine is. It clones this
// checkout's HEAD (committed work only) into a temporary folder, runs `.ci/run` there beside one hog
// per core (STRESS_HOGS=n sets how many), prints the suite's summary line and the wall time, then
// removes the clone and stops the hogs, whatever happened. STRESS_COMMAND runs another command in
// the clone instead of `.ci/run` (scripts/testStress.test.ts checks the clone and the cleanup so).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The last `N passed, M failed` line that scripts/test.mjs prints, if the run got that far. */
export function summaryLine(log: string) {
  const lines = log.split('\n').filter((line) => /^\d+ passed, \d+ failed$/.test(line.trim()));
  return lines.at(-1)?.trim();
}

/** A wall time as a person reads it: `25 min 3 s`. */
export function wallTime(ms: number) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

interface StressOptions {
  /** The checkout whose HEAD is cloned. */
  repo: string;
  /** Run in the clone's root through bash. */
  command: string;
  hogs: number;
  /** Where the command's output goes (it is also kept, for the summary line). */
  write?: (chunk: string) => void;
}

export interface StressResult {
  exitCode: number;
  summary: string | undefined;
  wallMs: number;
  clone: string;
  hogPids: number[];
}

/** Keeps one core busy, and stops by itself should this script die without stopping it (SIGKILL). */
const hog = `const parent = process.ppid; for (let n = 1; ; n++) if (n % 1e8 === 0 && process.ppid !== parent) process.exit();`;

const git = (repo: string, ...args: string[]) => {
  const run = spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout.trim();
};

/** Clones `repo`'s HEAD, runs `command` in the clone beside `hogs` busy processes, and cleans up. */
export async function stressRun({
  repo,
  command,
  hogs,
  write = (chunk) => process.stdout.write(chunk),
}: StressOptions) {
  const head = git(repo, 'rev-parse', 'HEAD');
  const clone = mkdtempSync(join(tmpdir(), 'nivaas-stress-'));
  const hogProcesses: ChildProcess[] = [];
  let suite: ChildProcess | undefined;
  // A signal still stops the suite (its own process group: npm, vitest, browsers and servers), the
  // hogs and the clone; the `finally` below runs on every other way out.
  const stopOnSignal = () => {
    if (suite?.pid) killGroup(suite.pid);
  };
  process.on('SIGINT', stopOnSignal).on('SIGTERM', stopOnSignal);
  try {
    git(repo, 'clone', '--quiet', '--no-checkout', repo, clone);
    git(clone, 'checkout', '--quiet', '--detach', head);
    for (let n = 0; n < hogs; n += 1) {
      hogProcesses.push(spawn(process.execPath, ['-e', hog], { stdio: 'ignore' }));
    }
    write(`▶ ${head.slice(0, 12)} cloned into ${clone}; ${hogs} CPU hogs running beside: ${command}\n`);
    const started = Date.now();
    let tail = '';
    suite = spawn('bash', ['-c', command], { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      write(text);
      tail = (tail + text).slice(-100_000);
    };
    suite.stdout?.on('data', keep);
    suite.stderr?.on('data', keep);
    const exitCode = await new Promise<number>((resolve) => suite?.on('close', (code) => resolve(code ?? 1)));
    return {
      exitCode,
      summary: summaryLine(tail),
      wallMs: Date.now() - started,
      clone,
      hogPids: hogProcesses.flatMap((hog) => hog.pid ?? []),
    } satisfies StressResult;
  } finally {
    for (const hog of hogProcesses) hog.kill('SIGKILL');
    if (suite?.pid && suite.exitCode === null) killGroup(suite.pid);
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
    rmSync(clone, { recursive: true, force: true });
  }
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

if (process.argv[1] && basename(process.argv[1]) === 'testStress.ts') {
  const repo = process.cwd();
  if (git(repo, 'status', '--porcelain', '--untracked-files=no') !== '') {
    console.warn('Note: uncommitted changes are not in the clone; only HEAD is tested.');
  }
  const result = await stressRun({
    repo,
    command: process.env.STRESS_COMMAND ?? '.ci/run',
    hogs: Number(process.env.STRESS_HOGS ?? availableParallelism()),
  });
  console.log(`\n${result.summary ?? 'No summary line: the run stopped before the tests finished.'}`);
  console.log(`Wall time of the run beside the hogs: ${wallTime(result.wallMs)} (exit code ${result.exitCode})`);
  process.exit(result.exitCode);
}
