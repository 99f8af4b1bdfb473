// Shrinks the visual baselines without changing a pixel (docs/toolchain.md#visual-baselines): every
// baseline still as vitest wrote it goes through oxipng, checked pixel for pixel, on one worker per
// core. `npm run test:update-baselines` runs it after re-recording; `npx tsx
// scripts/optimiseBaselines.ts [files]` after a new story's first run (all baselines when none named). scripts/optimiseBaselines.test.ts
// keeps every committed baseline optimised.
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve as fromCwd } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { isAsVitestWritesIt, optimisePng } from './losslessPng.ts';
import { baselineFolders } from './orphanBaselines.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every baseline PNG (paths from the repository root). */
export const baselineFiles = () =>
  baselineFolders().flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.png'))
      .map((name) => relative(root, join(folder, name))),
  );

async function optimiseFiles(files: string[]) {
  let saved = 0;
  for (const file of files) {
    const before = readFileSync(file);
    const after = await optimisePng(before);
    // Written beside, then renamed: a story run reading the baseline meanwhile never sees half a file.
    writeFileSync(`${file}.tmp`, after);
    renameSync(`${file}.tmp`, file);
    saved += before.length - after.length;
  }
  return saved;
}

if (!isMainThread) {
  parentPort!.postMessage(await optimiseFiles(workerData as string[]));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const files = (
    named.length > 0 ? named.map((file) => fromCwd(file)) : baselineFiles().map((file) => join(root, file))
  ).filter((file) => isAsVitestWritesIt(readFileSync(file)));
  const workers = Math.min(availableParallelism(), files.length);
  const shares = Array.from({ length: workers }, (_, index) => files.filter((_, at) => at % workers === index));
  // A worker does not inherit tsx's loader (Node 20): it registers it, then loads this file.
  const loadThisFile = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const saved = await Promise.all(
    shares.map(
      (share) =>
        new Promise<number>((resolve, reject) =>
          new Worker(loadThisFile, { eval: true, workerData: share }).once('message', resolve).once('error', reject),
        ),
    ),
  );
  const kB = Math.round(saved.reduce((sum, bytes) => sum + bytes, 0) / 1024);
  console.log(`${files.length} baselines optimised, ${kB} kB saved.`);
}
