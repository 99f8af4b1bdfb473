// `npm run test:stress`: `npm test` while CPU hogs keep every core busy, as on a shared CI runner
// (issue 20). The suite must stay green: no test may depend on how fast the machine is.
// STRESS_HOGS sets the number of hogs (default: one per core).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const hogCount = Number(process.env.STRESS_HOGS ?? availableParallelism());
const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
console.log(`▶ ${hogCount} CPU hogs running beside the suite`);

const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const suite = spawn(npm, ['test', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
suite.on('exit', (code) => process.exit(code ?? 1));
