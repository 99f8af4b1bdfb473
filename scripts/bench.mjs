// `npm run bench`: bundle budgets, Lighthouse and API load (bench/run.ts); writes bench/results.md.
import { spawnSync } from 'node:child_process';

const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
