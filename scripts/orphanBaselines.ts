// Lists visual baselines whose story no longer exists (docs/toolchain.md#visual-baselines): a PNG in
// a `__screenshots__/<file>.stories.tsx/` folder is `<story name>-chromium-linux.png`, named as vitest
// names it. `npx tsx scripts/orphanBaselines.ts` prints them; `--delete` removes them. A unit test
// (scripts/orphanBaselines.test.ts) keeps the list empty.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselineSuffix = '-chromium-linux.png';

/** As vitest turns a test name into a file name (sanitize() in @vitest/browser). */
const fileNameOf = (storyName: string) =>
  storyName
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-') + baselineSuffix;

/** The story names of a stories file, as the vitest plugin names its tests. */
function storyNamesOf(storiesFile: string) {
  const csf = loadCsf(readFileSync(storiesFile, 'utf8'), {
    fileName: storiesFile,
    makeTitle: (title?: string) => title ?? 'Untitled',
  });
  return csf.parse().stories.flatMap((story) => story.name ?? []);
}

function* screenshotFolders(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    if (entry.name === '__screenshots__') yield path;
    else yield* screenshotFolders(path);
  }
}

/** Where baselines live: beside the stories in src/, and the test bench's own in .storybook/. */
export const baselineFolders = () =>
  [join(root, 'src'), join(root, '.storybook')].flatMap((under) => [...screenshotFolders(under)]);

/** Baselines (paths from the repository root) that no story of their file makes any more. */
export function orphanBaselines() {
  const orphans: string[] = [];
  for (const folder of baselineFolders()) {
    for (const testFile of readdirSync(folder)) {
      const storiesFile = join(dirname(folder), testFile);
      const expected = existsSync(storiesFile) ? new Set(storyNamesOf(storiesFile).map(fileNameOf)) : new Set<string>();
      for (const png of readdirSync(join(folder, testFile))) {
        if (!expected.has(png)) orphans.push(relative(root, join(folder, testFile, png)));
      }
    }
  }
  return orphans;
}

if (process.argv[1] && basename(process.argv[1]) === 'orphanBaselines.ts') {
  const orphans = orphanBaselines();
  for (const orphan of orphans) {
    console.log(orphan);
    if (process.argv.includes('--delete')) rmSync(join(root, orphan));
  }
  if (orphans.length === 0) console.log('No orphan baselines.');
}
