import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetTable, checkBudgets, measureBundle, readBudgets } from '../bench/bundle';

/** The bundle budgets of bench/budgets.json, checked on the build e2e/buildApp.ts has just made. */
describe('the built app', () => {
  it('stays within its gzip budgets for the first load and for every lazy page', () => {
    const root = join(import.meta.dirname, '..');
    const sizes = measureBundle(join(root, 'dist/app'));
    expect(sizes.routes.length).toBeGreaterThan(5);
    const lines = checkBudgets(sizes, readBudgets(root));
    expect(
      lines.filter((line) => line.over),
      budgetTable(lines),
    ).toEqual([]);
  });
});
