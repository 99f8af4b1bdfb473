import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAsVitestWritesIt } from './losslessPng.ts';
import { baselineFiles } from './optimiseBaselines.ts';

describe('visual baselines', () => {
  it('are all losslessly optimised (npx tsx scripts/optimiseBaselines.ts)', () => {
    const files = baselineFiles();
    expect(files.length).toBeGreaterThan(400);
    expect(files.filter((file) => isAsVitestWritesIt(readFileSync(join(import.meta.dirname, '..', file))))).toEqual([]);
  }, 30_000);
});
