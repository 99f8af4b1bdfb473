import { describe, expect, it } from 'vitest';
import { orphanBaselines } from './orphanBaselines.ts';

describe('visual baselines', () => {
  it('each belongs to a story that still exists (npx tsx scripts/orphanBaselines.ts --delete)', () => {
    expect(orphanBaselines()).toEqual([]);
  }, 30_000);
});
