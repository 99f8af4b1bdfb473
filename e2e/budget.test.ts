import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetTable, checkBudgets, measureBundle, readBudgets } from '../bench/bundle';
import { buildReactFloor } from '../bench/floor';

/**
 * The bundle budgets of bench/budgets.json, checked on the build e2e/buildApp.ts has just made, the
 * first load also against a bare react + react-dom + react-router app built here by the same Vite.
 */
describe('the built app', () => {
  it('stays within its gzip budgets for the first load and for every lazy page', async () => {
    const root = join(import.meta.dirname, '..');
    const floorDir = await mkdtemp(join(tmpdir(), 'nivaas-floor-'));
    try {
      await buildReactFloor(floorDir);
      const sizes = measureBundle(join(root, 'dist/app'));
      expect(sizes.routes.length).toBeGreaterThan(5);
      const lines = checkBudgets(sizes, readBudgets(root), measureBundle(floorDir));
      expect(lines).toHaveLength(sizes.routes.length + 2);
      expect(
        lines.filter((line) => line.over),
        budgetTable(lines),
      ).toEqual([]);
    } finally {
      await rm(floorDir, { recursive: true, force: true });
    }
  });

  it("keeps Leaflet out of every page's first load: only the map's own lazy chunk holds it (docs/map.md#map-component)", () => {
    const app = join(import.meta.dirname, '..', 'dist/app');
    const sizes = measureBundle(app);
    // Leaflet's own credit link: in its code, in none of ours.
    const holdsLeaflet = (file: string) => readFileSync(join(app, 'assets', file), 'utf8').includes('leafletjs.com');
    expect(sizes.initial.files.filter(holdsLeaflet)).toEqual([]);
    const withLeaflet = sizes.routes.filter((route) => route.files.some(holdsLeaflet));
    // One lazy chunk, Leaflet itself: no page (nor the map's own code) pulls it in statically.
    expect(withLeaflet.map((route) => holdsLeaflet(route.files[0]!))).toEqual([true]);
  });
});
