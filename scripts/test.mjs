// `npm test`: everything, headless, in order: typecheck, lint, formatting, then every vitest project
// (unit and server in Node, every story as a test in Debian's Chromium). Prints the counts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const extraArgs = process.argv.slice(2);

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(status ?? 1);
  }
}

// One pass per program: the app (browser), the server and tooling (Node), the tests (tsconfig.json).
step('Typecheck', npx, ['tsc', '-b']);
step('Lint', npx, ['eslint', '.', '--max-warnings=0']);
step('Formatting', npx, ['prettier', '--check', '.', '--log-level=warn']);

mkdirSync('test-results', { recursive: true });
const reportFile = 'test-results/vitest.json';
console.log('\n▶ Unit, server and story tests (vitest)');
const run = spawnSync(
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extraArgs],
  { stdio: 'inherit' },
);

const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const byProject = new Map();
for (const file of report.testResults) {
  const project = file.name.includes('.stories.') ? 'stories (Chromium)' : 'unit, server and e2e (Node)';
  const counts = byProject.get(project) ?? { passed: 0, failed: 0 };
  for (const test of file.assertionResults) {
    if (test.status === 'passed') counts.passed += 1;
    else if (test.status === 'failed') counts.failed += 1;
  }
  byProject.set(project, counts);
}
console.log('');
for (const [project, { passed, failed }] of byProject) console.log(`  ${project}: ${passed} passed, ${failed} failed`);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed`);
process.exit(run.status ?? 1);
